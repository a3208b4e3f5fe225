import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { t } from '@nirog/shared/messages/catalogue';

const mmss = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

/**
 * The time left, from the server's deadline (remaining seconds when the page was made). Without JavaScript it shows
 * the time at load; with it, it counts down and, at zero, opens `onExpire` (the result page: the server has
 * finished the attempt).
 */
export function Countdown({ remainingSeconds, expireTo }: { remainingSeconds: number; expireTo: string }) {
  const [left, setLeft] = useState(remainingSeconds);
  useEffect(() => {
    const end = Date.now() + remainingSeconds * 1000;
    setLeft(remainingSeconds);
    const id = window.setInterval(() => {
      const s = Math.max(0, Math.round((end - Date.now()) / 1000));
      setLeft(s);
      if (s === 0) {
        window.clearInterval(id);
        window.location.assign(expireTo);
      }
    }, 1000);
    return () => window.clearInterval(id);
  }, [remainingSeconds, expireTo]);
  return (
    <p className={`inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold tabular-nums ${left <= 60 ? 'bg-danger-50 text-danger' : 'bg-brand-50 text-brand-900'}`} role="timer" aria-live="off">
      <Timer size={16} aria-hidden />
      {t('quiz.attempt.timeLeft')}: <span data-testid="time-left">{mmss(left)}</span>
    </p>
  );
}
