import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../core/auth/guard';
import { NoExternalLinkChosen } from '../features/external-link/ExternalLinkPage';

/** /url without a link (S1 §2.1): signed in, never reused; says where links are chosen. */
export const Route = createFileRoute('/url/')({
  beforeLoad: guardRoute('url'),
  component: NoExternalLinkChosen,
});
