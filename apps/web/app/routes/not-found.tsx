import { data } from 'react-router';
import { NotFoundPage } from '../components/layout/not-found.tsx';

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
