import { createFileRoute, redirect } from '@tanstack/react-router';

/** The empty path goes to /home, keeping the query string (acctId). */
export const Route = createFileRoute('/')({
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/home', search: location.search });
  },
});
