import { data } from 'react-router';
import type { Route } from './+types/progress';

/**
 * Where the player saves its position (decision 068): a same-origin form POST, so the page can use
 * navigator.sendBeacon when it is hidden or left. Fields: videoId, positionSeconds, rewind ("1" for a deliberate
 * seek back). Answers the API's progress as JSON. Only POST exists here.
 */
export function loader() {
  throw data(null, { status: 404 });
}

export async function action({ context, request }: Route.ActionArgs) {
  if (request.method !== 'POST') throw data(null, { status: 405 });
  const form = await request.formData();
  const videoId = String(form.get('videoId') ?? '');
  const position = Number(form.get('positionSeconds'));
  if (!/^\d{1,9}$/.test(videoId) || !Number.isFinite(position)) return data({ ok: false as const }, { status: 400 });
  const res = await context.api.put(`/v1/learning/videos/${Number(videoId)}/progress`, { positionSeconds: position, rewind: form.get('rewind') === '1' });
  if (!res.ok) return data({ ok: false as const, error: res.error.error }, { status: res.httpStatus });
  return data({ ok: true as const, progress: res.entity });
}
