import { redirect } from 'react-router';
import type { Route } from './+types/logout';

/** POST only: ends the session on the server and clears the cookie, whatever state the session was in. */
export async function action({ context }: Route.ActionArgs) {
  if (context.api.hasSession()) await context.api.post('/v1/users/logout', {});
  throw redirect('/', { headers: { 'Set-Cookie': 'AUTH=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax' } });
}

export function loader() {
  throw redirect('/');
}
