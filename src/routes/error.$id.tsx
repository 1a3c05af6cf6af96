import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../features/errors/ErrorPage';

export const Route = createFileRoute('/error/$id')({ component: ErrorRoute });

function ErrorRoute() {
  const { id } = Route.useParams();
  return <ErrorPage id={id} />;
}
