import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { ticketPath, type TicketStatus, type TicketSummary } from '@nirog/shared/schemas/support';
import { cn } from '../../components/ui/cn.ts';
import { formatDateTime } from '../../lib/format.ts';

const TONE: Record<TicketStatus, string> = {
  open: 'bg-brand-50 text-brand-800',
  awaiting_customer: 'bg-amber-100 text-amber-900',
  resolved: 'bg-green-100 text-green-900',
  closed: 'bg-canvas text-muted',
};

/** `office`: the operators' words ("Awaiting customer" rather than the customer's "Awaiting your reply"). */
export function StatusBadge({ status, office }: { status: TicketStatus; office?: boolean }) {
  const label = office && status === 'awaiting_customer' ? t('support.office.awaiting') : t(`support.status.${status}`);
  return <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE[status])}>{label}</span>;
}

/** The customer's tickets, latest activity first; each opens its page. */
export function TicketList({ items }: { items: TicketSummary[] }) {
  if (!items.length) return <p className="text-muted">{t('support.centre.none')}</p>;
  return (
    <ul className="m-0 list-none space-y-2 p-0">
      {items.map((tk) => (
        <li key={tk.id} className="rounded-xl border border-line bg-white p-4" aria-labelledby={`ticket-${tk.id}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link id={`ticket-${tk.id}`} to={ticketPath(tk.id)} className="font-semibold text-brand-800 underline-offset-2 hover:underline [overflow-wrap:anywhere]">
              {tk.subject}
            </Link>
            <StatusBadge status={tk.status} />
          </div>
          <p className="mt-1 mb-0 text-sm text-muted">
            {tk.number} · {t(`support.category.${tk.category}`)}
            {tk.orderNumber && <> · {t('support.form.aboutOrder', { number: tk.orderNumber })}</>} · <time dateTime={tk.updatedAt}>{formatDateTime(tk.updatedAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
