/**
 * Server side of the product page's forms: bookmark on/off and notify-me. Visitors are sent to log in and come back
 * to the product; the API decides everything else (an in-stock pack refuses notify-me with 409).
 */
import { data, redirect } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { ApiClient } from '../../lib/api-client.ts';
import { currentUser } from '../../lib/session.server.ts';
import { loginRedirectUrl } from '../../route-access.ts';
import type { ProductActionResult } from './catalog-types.ts';


export async function productAction(request: Request, api: ApiClient, productId: number) {
  const url = new URL(request.url);
  const user = await currentUser(api);
  if (!user) throw redirect(loginRedirectUrl(url));
  const form = await request.formData();
  const intent = form.get('intent');

  if (intent === 'bookmark') {
    const on = form.get('bookmark') === '1';
    const res = on ? await api.post('/v1/bookmarks', { productId }) : await api.del(`/v1/bookmarks/${productId}`);
    if (!res.ok) return data<ProductActionResult>({ intent: 'bookmark', ok: false, message: res.error.error }, { status: res.httpStatus });
    return data<ProductActionResult>({ intent: 'bookmark', ok: true, bookmarked: on });
  }

  if (intent === 'notify') {
    const packageId = Number(form.get('packageId'));
    if (!Number.isInteger(packageId) || packageId <= 0) return data<ProductActionResult>({ intent: 'unknown', ok: false, message: t('error.validation') }, { status: 400 });
    const res = await api.post('/v1/stock-alerts', { packageId });
    if (!res.ok) return data<ProductActionResult>({ intent: 'notify', ok: false, packageId, message: res.error.error }, { status: res.httpStatus });
    return data<ProductActionResult>({ intent: 'notify', ok: true, packageId, message: t('catalog.notify.done') });
  }

  return data<ProductActionResult>({ intent: 'unknown', ok: false, message: t('error.validation') }, { status: 400 });
}
