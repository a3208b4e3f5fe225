import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Button } from '../../components/ui/button.tsx';

type State = 'unsupported' | 'denied' | 'off' | 'on' | 'working';

/** The VAPID key as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * Browser push: shown only where the browser has service workers, the Push API and notifications (never before
 * JavaScript runs, so a page without it shows nothing it cannot do). Subscribing registers /push-sw.js, asks the
 * browser's permission and hands the subscription to the server; "turn off" undoes both.
 */
export function PushOptIn({ publicKey }: { publicKey: string }) {
  const fetcher = useFetcher();
  const [state, setState] = useState<State>('unsupported');
  const [endpoint, setEndpoint] = useState<string | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return;
    if (Notification.permission === 'denied') return setState('denied');
    navigator.serviceWorker
      .getRegistration('/push-sw.js')
      .then((reg) => reg?.pushManager.getSubscription())
      .then((sub) => {
        setEndpoint(sub?.endpoint ?? null);
        setState(sub ? 'on' : 'off');
      })
      .catch(() => setState('off'));
  }, []);

  async function turnOn() {
    setState('working');
    try {
      const reg = await navigator.serviceWorker.register('/push-sw.js');
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      fetcher.submit({ intent: 'push-subscribe', subscription: JSON.stringify(sub.toJSON()) }, { method: 'post' });
      setEndpoint(sub.endpoint);
      setState('on');
    } catch {
      setState(Notification.permission === 'denied' ? 'denied' : 'off');
    }
  }

  async function turnOff() {
    setState('working');
    const reg = await navigator.serviceWorker.getRegistration('/push-sw.js');
    const sub = await reg?.pushManager.getSubscription();
    await sub?.unsubscribe();
    if (endpoint) fetcher.submit({ intent: 'push-unsubscribe', endpoint }, { method: 'post' });
    setEndpoint(null);
    setState('off');
  }

  if (state === 'unsupported') return null;
  return (
    <section aria-labelledby="push-title" className="mt-5 max-w-2xl rounded-xl border border-line bg-white p-4">
      <h2 id="push-title" className="font-semibold text-brand-900">
        {t('notify.push.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{state === 'denied' ? t('notify.push.denied') : state === 'on' ? t('notify.push.on') : t('notify.push.lead')}</p>
      {state !== 'denied' && (
        <Button className="mt-3" variant={state === 'on' ? 'secondary' : 'primary'} size="sm" disabled={state === 'working'} onClick={state === 'on' ? turnOff : turnOn}>
          {state === 'on' ? t('notify.push.turnOff') : t('notify.push.turnOn')}
        </Button>
      )}
    </section>
  );
}
