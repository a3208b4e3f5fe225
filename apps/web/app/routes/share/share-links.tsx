import { data } from 'react-router';
import { createShareLink } from '../../features/care/share-link.server.ts';
import type { Route } from './+types/share-links';

/** Where the Share button gets a short link for the entity its page shows (POST entityType, entityId and the preview; JSON back). Only POST exists here. */
export function loader() {
  throw data(null, { status: 404 });
}

export async function action({ context, request }: Route.ActionArgs) {
  if (request.method !== 'POST') throw data(null, { status: 405 });
  return createShareLink(context.api, request);
}
