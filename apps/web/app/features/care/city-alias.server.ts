/** Sends a city typed the way people say it (/ayurveda/delhi/doctors) to the city's page, with a 301. */
import { redirect } from 'react-router';
import { cityAlias } from '@nirog/shared/care';

export function redirectCityAlias(request: Request, params: { city?: string }) {
  if (!params.city) return;
  const canonical = cityAlias(params.city);
  if (!canonical) return;
  const url = new URL(request.url);
  const parts = url.pathname.split('/');
  const at = parts.findIndex((p, i) => i > 0 && decodeURIComponent(p) === params.city);
  if (at < 0) return;
  parts[at] = canonical;
  throw redirect(`${parts.join('/')}${url.search}`, 301);
}
