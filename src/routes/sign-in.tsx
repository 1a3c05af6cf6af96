import { createFileRoute } from '@tanstack/react-router';
import { z } from '../contracts/zod';
import { SignInPage } from '../features/auth/SignInPage';

export const Route = createFileRoute('/sign-in')({
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string()), undefined) }),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect } = Route.useSearch();
  return <SignInPage redirect={redirect} />;
}
