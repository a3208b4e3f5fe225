import { NotFoundPage } from '../../components/layout/not-found.tsx';
import { openShareLink } from '../../features/care/share-link.server.ts';
import type { Route } from './+types/short-link';

/** /dl/{shortCode}: opens the page a short share link stands for (see share-link.server.ts). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return openShareLink(context.api, params.shortCode);
}

export default function ShortLink() {
  return <NotFoundPage />;
}
