/**
 * Mantine's toast container, in a module of its own so the app can load it on idle (App.tsx):
 * toasts shown before it is in wait in Mantine's store (`core/ui/toasts.ts`) and appear then.
 */
export { Notifications as ToastContainer } from '@mantine/notifications';
