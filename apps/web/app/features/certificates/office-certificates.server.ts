/**
 * Server side of /admin/certificates (decision 067): find a certificate by its id or its verification link, and
 * revoke it with a reason. The API checks the support role on every call (403 becomes the 404 page, as in the rest of
 * the back office) and records the revocation in the audit trail.
 */
import { data, redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { notFound, requireOperator } from '../back-office/office.server.ts';

/** The id inside what an operator pasted: the id itself, or a verification link ending in it. */
export function certificateIdOf(raw: string | null): string | null {
  const m = (raw ?? '').trim().match(/([0-9A-Za-z]{24})\/?$/);
  return m ? m[1]!.toUpperCase() : null;
}

export async function officeCertificatesLoader(api: ApiClient, request: Request) {
  await requireOperator(api, request);
  const url = new URL(request.url);
  const asked = url.searchParams.get('id');
  const id = certificateIdOf(asked);
  if (!asked) return { asked: '', certificate: null, notValid: false, revoked: url.searchParams.get('done') === 'revoked' };
  if (!id) return { asked, certificate: null, notValid: true, revoked: false };
  const res = await api.get(`/v1/admin/certificates/${id}`);
  if (!res.ok && res.httpStatus === 403) throw notFound();
  if (!res.ok) return { asked, certificate: null, notValid: true, revoked: false };
  return { asked, certificate: res.entity, notValid: false, revoked: url.searchParams.get('done') === 'revoked' };
}

export async function officeCertificatesAction(api: ApiClient, request: Request) {
  await requireOperator(api, request);
  const form = await request.formData();
  const id = certificateIdOf(String(form.get('id') ?? ''));
  if (!id) throw notFound();
  const res = await api.post(`/v1/admin/certificates/${id}/revoke`, { reason: String(form.get('reason') ?? '') });
  if (res.ok) throw redirect(`/admin/certificates?id=${id}&done=revoked`);
  if (res.httpStatus === 403) throw notFound();
  return data({ error: res.error.fields?.reason ?? res.error.error }, { status: res.httpStatus });
}
