import { Notifications } from '@mantine/notifications';
import classes from './ToastContainer.module.css';

/**
 * Mantine's toast container, in a module of its own so the app can load it on idle (App.tsx):
 * toasts shown before it is in wait in Mantine's store (`core/ui/toasts.ts`) and appear then.
 * At the top right below the title bar: over it they covered the user menu and the bell, and the
 * notice that the app moved to another account hid the very button that switches accounts for
 * its ten seconds, longer while the pointer rested on it.
 */
export function ToastContainer() {
  return <Notifications position="top-right" classNames={{ root: classes.root }} />;
}
