import { redirect } from 'react-router';
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@nirog/shared/messages/catalogue';
import { addressIn } from '@nirog/shared/messages/locale-path';
import type { ApiClient } from '../lib/api-client.ts';
import type { Route } from './+types/language';

/** Only a path on this site (never `//host` or a full address): no open redirect. */
const safePath = (v: unknown) => (typeof v === 'string' && v.startsWith('/') && !v.startsWith('//') && !v.includes('\\') ? v : '/');

async function choose(api: ApiClient | null, lang: unknown, back: unknown) {
  const from = safePath(back);
  if (!isLocale(lang)) throw redirect(from);
  // A page with an address in each language goes to the chosen language's (/medicines ⇄ /hi/medicines).
  const to = addressIn(lang, from);
  // A logged-in user's choice is saved with the account (decision 020): their other devices, SMS and PDFs follow it.
  if (api?.hasSession()) await api.put('/v1/users/language', { language: lang });
  throw redirect(to, { headers: { 'set-cookie': `${LOCALE_COOKIE}=${lang}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax` } });
}

/**
 * /language: the language switch (header and footer). Remembers the choice in a cookie for a year (and with the
 * account when logged in) and goes back to the page it was made on, which is then served in that language. A POST
 * from the switch's form; a GET link works too, for this browser only (a GET changes nothing on the account).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  await choose(context.api, form.get('lang'), form.get('redirectTo'));
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  await choose(null, url.searchParams.get('lang'), url.searchParams.get('redirectTo'));
}
