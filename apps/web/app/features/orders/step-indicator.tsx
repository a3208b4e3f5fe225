import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { cn } from '../../components/ui/cn.ts';

const STEPS = [
  { step: 'cart', label: 'shop.steps.cart' },
  { step: 'address', label: 'shop.steps.address' },
  { step: 'payment', label: 'shop.steps.payment' },
] as const;

/** Cart → Address → Payment. Steps already done are links back; the current one is marked for screen readers. */
export function StepIndicator({ current }: { current: 'cart' | 'address' | 'payment' }) {
  const at = STEPS.findIndex((s) => s.step === current);
  return (
    <nav aria-label={t('shop.steps.label')}>
      <ol className="flex items-center gap-1 text-sm sm:gap-2">
        {STEPS.map((s, i) => {
          const done = i < at;
          const here = i === at;
          const bubble = (
            <span
              className={cn(
                'inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold tabular-nums',
                here && 'border-brand-700 bg-brand-700 text-white',
                done && 'border-brand-600 bg-brand-50 text-brand-700',
                !here && !done && 'border-line bg-white text-muted',
              )}
              aria-hidden
            >
              {done ? <Check size={14} /> : i + 1}
            </span>
          );
          const label = <span className={cn(here ? 'font-semibold text-brand-900' : done ? 'text-brand-800' : 'text-muted')}>{t(s.label)}</span>;
          return (
            <li key={s.step} className="flex items-center gap-1 sm:gap-2">
              {i > 0 && <span aria-hidden className={cn('h-px w-4 sm:w-10', i <= at ? 'bg-brand-600' : 'bg-line')} />}
              {done ? (
                <Link to={`/order/${s.step}`} className="flex items-center gap-1.5 rounded-lg px-1 py-1 hover:bg-brand-50">
                  {bubble}
                  {label}
                </Link>
              ) : (
                <span className="flex items-center gap-1.5 px-1 py-1" aria-current={here ? 'step' : undefined}>
                  {bubble}
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
