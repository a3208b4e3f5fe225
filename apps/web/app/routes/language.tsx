import { redirect } from 'react-router';
import { isLocale, LOCALE_COOKIE } from '@nirog/shared/messages/catalogue';
import type { Route } from './+types/language';

const YEAR = 365 * 24 * 3600;

/** Only a path on this site (never `//host` or a full address): no open redirect. */
const safePath = (v: unknown) => (typeof v === 'string' && v.startsWith('/') && !v.startsWith('//') && !v.includes('\\') ? v : '/');

function choose(lang: unknown, back: unknown) {
  const to = safePath(back);
  if (!isLocale(lang)) throw redirect(to);
  throw redirect(to, { headers: { 'set-cookie': `${LOCALE_COOKIE}=${lang}; Path=/; Max-Age=${YEAR}; SameSite=Lax` } });
}

/**
 * /language: the language switch (header and footer). Remembers the choice in a cookie for a year and goes back to
 * the page it was made on, which is then served in that language. A POST from the switch's form; a GET link works too.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  choose(form.get('lang'), form.get('redirectTo'));
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  choose(url.searchParams.get('lang'), url.searchParams.get('redirectTo'));
}
