/** What a bulk add or an "order again" did, line by line (decision 043): capped and refused lines say why. */
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { t } from '@nirog/shared/messages/catalogue';
import type { BulkLineResult } from '@nirog/shared/schemas/trade';
import { ButtonLink } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';

export function BulkReport({ lines, count, message, className }: { lines: BulkLineResult[]; count: number; message: string; className?: string }) {
  const added = lines.filter((l) => l.added > 0).length;
  const problems = lines.filter((l) => l.outcome !== 'added');
  return (
    <div role="status" data-testid="bulk-report" className={cn('rounded-xl border p-4 sm:p-5', problems.length ? 'border-saffron-500/40 bg-saffron-100/50' : 'border-brand-200 bg-brand-50', className)}>
      <p className="flex items-start gap-2 text-[15px] font-medium text-ink">
        {problems.length ? <CircleAlert size={18} aria-hidden className="mt-0.5 shrink-0 text-saffron-700" /> : <CircleCheck size={18} aria-hidden className="mt-0.5 shrink-0 text-brand-700" />}
        <span>
          {message} {t('tradeUi.report.summary', { lines: added, count })}
        </span>
      </p>
      {problems.length > 0 && (
        <ul className="mt-3 space-y-2 text-sm">
          {problems.map((l) => (
            <li key={l.packageId} className="flex items-start gap-2">
              {l.outcome === 'refused' ? <CircleX size={16} aria-hidden className="mt-0.5 shrink-0 text-danger" /> : <CircleAlert size={16} aria-hidden className="mt-0.5 shrink-0 text-saffron-700" />}
              <span>
                <span className="font-medium text-ink">{l.name ? `${l.name} · ${l.label}` : t('tradeUi.report.unknownPack')}</span>
                {' — '}
                <span className={l.outcome === 'refused' ? 'text-danger' : 'text-ink'}>{l.message}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {added > 0 && (
        <div className="mt-3 flex flex-wrap gap-2">
          <ButtonLink to="/order/cart" size="sm">
            {t('tradeUi.report.goToCart')}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
