import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../core/auth/guard';
import { HomePage } from '../features/launcher/HomePage';

export const Route = createFileRoute('/home')({
  beforeLoad: guardRoute('home'),
  component: HomePage,
});
