/** The wallet page's "Redeem points" form: one call, the API's words back on the field. */
import { data } from 'react-router';
import { redeemPointsBody } from '@nirog/shared/schemas/rewards';
import type { ApiClient } from '../../lib/api-client.ts';

export interface PointsActionData {
  ok: boolean;
  message?: string;
  fieldErrors: Record<string, string>;
}

export async function redeemPointsAction(api: ApiClient, request: Request) {
  const form = await request.formData();
  const raw = String(form.get('points') ?? '').trim();
  const key = String(form.get('idempotencyKey') ?? '');
  const parsed = redeemPointsBody.safeParse({ points: /^\d+$/.test(raw) ? Number(raw) : Number.NaN, ...(key ? { idempotencyKey: key } : {}) });
  if (!parsed.success) return data<PointsActionData>({ ok: false, fieldErrors: { points: parsed.error.issues[0].message } }, { status: 400 });
  const res = await api.post('/v1/rewards/points/redeem', parsed.data);
  if (!res.ok) return data<PointsActionData>({ ok: false, fieldErrors: res.error.fields ?? { points: res.error.error } }, { status: res.httpStatus });
  return data<PointsActionData>({ ok: true, message: res.message, fieldErrors: {} });
}
