/**
 * GST credit notes of an order (issued when an invoiced order is cancelled or returned goods are received), listed
 * with their PDFs wherever the order's invoice is offered: the buyer's order page and the back office's.
 */
import { FileDown } from 'lucide-react';
import { t } from '@nirog/shared/messages/catalogue';
import type { CreditNoteView } from '@nirog/shared/schemas/invoices';
import { formatDate, formatRupees } from '../../lib/format.ts';

export const creditNotePdfUrl = (id: number) => `/api/v1/credit-notes/${id}/pdf`;

export function CreditNoteList({ notes, className }: { notes: CreditNoteView[]; className?: string }) {
  if (notes.length === 0) return null;
  return (
    <section className={className} aria-labelledby="credit-notes-heading" data-testid="credit-notes">
      <h3 id="credit-notes-heading" className="text-base font-semibold text-brand-900">
        {t('creditNote.list.title')}
      </h3>
      <p className="mt-0.5 text-sm text-muted">{t('creditNote.list.help')}</p>
      <ul className="mt-2 divide-y divide-line">
        {notes.map((n) => (
          <li key={n.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-ink tabular-nums">{t('creditNote.list.name', { number: n.creditNoteNumber })}</p>
              <p className="text-sm text-muted tabular-nums">
                {t('creditNote.list.facts', { kind: t(n.kind === 'return' ? 'creditNote.kind.return' : 'creditNote.kind.cancellation'), date: formatDate(n.issuedAt), amount: formatRupees(n.totalPaise) })}
              </p>
            </div>
            <a
              href={creditNotePdfUrl(n.id)}
              download
              aria-label={t('creditNote.list.downloadLabel', { number: n.creditNoteNumber })}
              className="inline-flex h-11 shrink-0 items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] font-medium text-brand-800 hover:bg-brand-50"
            >
              <FileDown size={18} aria-hidden /> {t('creditNote.list.download')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
