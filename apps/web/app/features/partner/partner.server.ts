/**
 * Server side of the Nirog Partner pages (issue 25, decision 070): the chosen patient travels in a cookie between
 * the partner pages (the API checks it is one of the caller's patients on every call); actions are plain form posts
 * answered with a redirect, or with the API's refusal to show.
 */
import { data, redirect } from 'react-router';
import { PATIENT_CHOICE_COOKIE } from '@nirog/shared/partner';
import type { ApiClient, PublicUser } from '../../lib/api-client.ts';
import { requireUser } from '../../lib/session.server.ts';
import { loadVerification } from '../verification/verification-status.server.ts';
import { shouldShowVerifyModal } from '../verification/verify-modal.tsx';
import { positiveId } from '../../lib/route-params.ts';

export type PartnerGate = { status: number; reason: string | null; userType: number };
export interface PartnerActionData {
  error?: string;
  fields?: Record<string, string>;
  verify?: PartnerGate;
  message?: string;
}


/** The patient chosen on /reseller/selectPatientAddress, from the cookie. */
export function chosenPatient(request: Request): number | null {
  const cookie = request.headers.get('cookie') ?? '';
  const m = cookie.match(new RegExp(`(?:^|;\\s*)${PATIENT_CHOICE_COOKIE}=(\\d{1,9})`));
  return m ? Number(m[1]) : null;
}

/** Read by the page's script too (it clears the choice when the person leaves the partner areas, spec section 2). */
export const choosePatientCookie = (id: number | null) =>
  id === null ? `${PATIENT_CHOICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` : `${PATIENT_CHOICE_COOKIE}=${id}; Path=/; Max-Age=86400; SameSite=Lax`;

/** The user's verification when it keeps them from joining (statuses 0, 2, 4); null otherwise. */
export async function loadPartnerGate(api: ApiClient, user: PublicUser | null): Promise<PartnerGate | null> {
  if (!user || user.userType === 1) return null;
  const v = await loadVerification(api, user);
  return shouldShowVerifyModal(v) ? { status: v.status, reason: v.reason, userType: v.userType } : null;
}

/** A partner page: the user, and membership (a visitor who has not joined goes to the programme page). */
export async function requirePartner(api: ApiClient, request: Request) {
  const user = await requireUser(api, request);
  const me = await api.get('/v0/reseller/me');
  if (!me.ok || !me.entity.member) throw redirect('/reseller');
  return { user, me: me.entity };
}

/** A page that needs the chosen patient: without one (or not theirs any more), back to choosing. */
export async function requirePatientCart(api: ApiClient, request: Request) {
  const { me } = await requirePartner(api, request);
  const patientId = chosenPatient(request);
  if (!patientId) throw redirect('/reseller/selectPatientAddress');
  const cart = await api.get(`/v0/reseller/cart?patientId=${patientId}`);
  if (!cart.ok) throw redirect('/reseller/selectPatientAddress', { headers: { 'set-cookie': choosePatientCookie(null) } });
  return { me, patientId, cart: cart.entity };
}

export async function joinAction(request: Request, api: ApiClient) {
  await request.formData();
  const user = await requireUser(api, request);
  const res = await api.post('/v0/reseller/join', {});
  if (res.ok) throw redirect('/reseller/selectPatientAddress');
  if (res.httpStatus === 403) {
    const gate = await loadPartnerGate(api, user);
    if (gate) return data<PartnerActionData>({ error: res.error.error, verify: gate }, { status: 403 });
  }
  return data<PartnerActionData>({ error: res.error.error }, { status: res.httpStatus });
}

const fail = (res: { httpStatus: number; error: { error: string; fields?: Record<string, string> } }) => data<PartnerActionData>({ error: res.error.error, fields: res.error.fields }, { status: res.httpStatus });

export async function selectPatientAction(request: Request, api: ApiClient) {
  await requirePartner(api, request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const patientId = positiveId(form.get('patientId'));
  if (intent === 'addPatient') {
    const res = await api.post('/v0/reseller/patients', { fullName: String(form.get('fullName') ?? '').trim(), mobile: String(form.get('mobile') ?? '').trim() });
    if (!res.ok) return fail(res);
    throw redirect(`/reseller/selectPatientAddress?patient=${res.entity.patientAssociationId}`, { headers: { 'set-cookie': choosePatientCookie(res.entity.patientAssociationId) } });
  }
  if (!patientId) return data<PartnerActionData>({ error: 'patientId' }, { status: 400 });
  if (intent === 'choose') throw redirect(`/reseller/selectPatientAddress?patient=${patientId}`, { headers: { 'set-cookie': choosePatientCookie(patientId) } });
  if (intent === 'addAddress') {
    const body = Object.fromEntries(['contact_person_name', 'contact_person_phone', 'address', 'landmark', 'pin_code', 'city'].map((k) => [k, String(form.get(k) ?? '').trim()]).filter(([, v]) => v !== ''));
    const res = await api.post(`/v0/reseller/patients/${patientId}/addresses`, { ...body, state: Number(form.get('state')) || undefined });
    if (!res.ok) return fail(res);
    throw redirect(`/reseller/selectPatientAddress?patient=${patientId}`, { headers: { 'set-cookie': choosePatientCookie(patientId) } });
  }
  if (intent === 'useAddress') {
    const res = await api.post(`/v0/reseller/patients/${patientId}/select-address`, { addressId: positiveId(form.get('addressId')) ?? 0 });
    if (!res.ok) return fail(res);
    throw redirect('/reseller/medicines', { headers: { 'set-cookie': choosePatientCookie(patientId) } });
  }
  return data<PartnerActionData>({ error: 'intent' }, { status: 400 });
}

/** Add a pack (medicines page) or set a line's quantity (cart page) in the chosen patient's cart. */
export async function cartLineAction(request: Request, api: ApiClient, back: string) {
  const { patientId } = await requirePatientCart(api, request);
  const form = await request.formData();
  const quantity = Number(form.get('quantity'));
  const res = await api.post('/v0/reseller/cart', { patientId, packageId: positiveId(form.get('packageId')) ?? 0, quantity: Number.isInteger(quantity) ? quantity : -1 });
  if (!res.ok) return fail(res);
  throw redirect(back);
}

export async function cartAction(request: Request, api: ApiClient) {
  const { patientId } = await requirePatientCart(api, request);
  const form = await request.clone().formData();
  if (form.get('intent') !== 'send') return cartLineAction(request, api, '/reseller/cart');
  const advice = String(form.get('advice') ?? '').trim();
  const res = await api.post('/v0/reseller/orders', {
    patientId,
    diagnosis: String(form.get('diagnosis') ?? '').trim(),
    ...(advice ? { advice } : {}),
    expectedTotalPaise: Number(form.get('expectedTotalPaise')) || 0,
  });
  if (!res.ok) return fail(res);
  throw redirect(`/reseller/orders?sent=${res.entity.id}`);
}

export async function ordersAction(request: Request, api: ApiClient) {
  await requirePartner(api, request);
  const form = await request.formData();
  const id = positiveId(form.get('id')) ?? 0;
  const res = form.get('intent') === 'cancel' ? await api.post(`/v0/reseller/orders/${id}/cancel`, {}) : await api.post(`/v0/reseller/orders/${id}/resend`, {});
  if (!res.ok) return fail(res);
  return data<PartnerActionData>({ message: res.message });
}
