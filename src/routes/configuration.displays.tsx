import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../core/auth/guard';
import { DisplaysAdminPage } from '../features/kiosk/admin/DisplaysAdminPage';

/** Configuration → Displays: guarded like /configuration; the page itself needs displaymanagement. */
export const Route = createFileRoute('/configuration/displays')({
  beforeLoad: guardRoute('configuration'),
  component: DisplaysAdminPage,
});
