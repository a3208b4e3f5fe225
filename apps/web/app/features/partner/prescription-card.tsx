/** A partner order's prescription: doctor, patient, diagnosis, advice, medicines and amount (issue 25, decision 070). */
import { t } from '@nirog/shared/messages/catalogue';
import type { PartnerPrescription } from '@nirog/shared/schemas/partner';
import { Card } from '../../components/ui/card.tsx';
import { formatDate, formatRupees } from '../../lib/format.ts';

export function PrescriptionCard({ rx }: { rx: PartnerPrescription }) {
  return (
    <Card className="mt-5">
      <dl className="m-0 grid gap-2 text-[15px] sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{t('partner.rx.doctor')}</dt>
          <dd className="m-0 font-semibold text-ink">{rx.doctorName}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('partner.rx.patient')}</dt>
          <dd className="m-0 font-semibold text-ink">
            {rx.patientName} · {formatDate(rx.issuedAt)}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-muted">{t('partner.rx.diagnosis')}</dt>
          <dd className="m-0 text-ink">{rx.diagnosis}</dd>
        </div>
        {rx.advice && (
          <div className="sm:col-span-2">
            <dt className="text-sm text-muted">{t('partner.rx.advice')}</dt>
            <dd className="m-0 whitespace-pre-line text-ink">{rx.advice}</dd>
          </div>
        )}
      </dl>
      <h2 className="mt-5 mb-2 text-lg font-bold text-brand-900">{t('partner.rx.medicines')}</h2>
      <ul className="m-0 list-none space-y-1 p-0 text-[15px]">
        {rx.lines.map((l) => (
          <li key={l.packageId} className="flex justify-between gap-3 border-b border-line py-1">
            <span>
              {l.name} · {l.label} × {l.quantity}
            </span>
            <span className="font-semibold">{formatRupees(l.lineTotalPaise)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 mb-0 flex justify-between text-[15px] font-bold text-ink">
        <span>{t('partner.rx.total')}</span>
        <span>{formatRupees(rx.itemsTotalPaise)}</span>
      </p>
      {rx.deliveryAddress && (
        <p className="mt-3 mb-0 text-sm text-muted">
          {t('partner.rx.deliverTo')}: {rx.deliveryAddress.name}, {rx.deliveryAddress.address}, {rx.deliveryAddress.city}, {rx.deliveryAddress.stateName} {rx.deliveryAddress.pincode}
        </p>
      )}
    </Card>
  );
}
