import { FileCheck2, FileText, Upload, X } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { Billing } from '@nirog/shared/schemas/orders';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { formatDate } from '../../lib/format.ts';
import { useReadOnlyGuard } from '../access/use-section-access.tsx';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

/**
 * The payment step's prescription card (decision 019), shown when the cart holds prescription-only medicines and
 * the buyer is not a trade buyer: the attached prescription, the buyer's consultation prescriptions to use, and an
 * upload form. Every form is a plain POST (the upload a multipart one), so it works before the scripts load.
 */
export function PrescriptionPanel({ billing, viewId, error }: { billing: Billing; viewId: string; error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && String(navigation.formData?.get('intent') ?? '').startsWith('rx-');
  const { guard, popup } = useReadOnlyGuard('Medicine');
  const rx = billing.prescription;
  if (!rx.required) return null;
  const attached = rx.attached;
  return (
    <Card className="p-4 sm:p-5" data-testid="prescription" aria-labelledby="rx-title">
      {popup}
      <h2 id="rx-title" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <FileText size={20} aria-hidden className="text-brand-700" />
        {t('shop.rx.title')}
      </h2>
      <p className="mt-2 text-[15px] text-ink">{t('shop.rx.needed', { medicines: rx.medicines.join(', ') })}</p>

      {attached && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2">
          <p className="flex min-w-0 items-start gap-2 text-[15px] text-brand-900" data-testid="attached-prescription">
            <FileCheck2 size={18} aria-hidden className="mt-0.5 shrink-0" />
            <span>
              {attached.kind === 'consultation'
                ? t('shop.rx.attachedConsultation', { number: attached.number, doctor: attached.doctorName, date: formatDate(attached.issuedAt) })
                : attached.fileName
                  ? t('shop.rx.attachedUpload', { name: attached.fileName })
                  : t('shop.rx.attachedUploadNoName')}
            </span>
          </p>
          <Form method="post" replace preventScrollReset onSubmit={guard}>
            <input type="hidden" name="intent" value="rx-remove" />
            <input type="hidden" name="viewId" value={viewId} />
            <Button type="submit" variant="secondary" size="sm" disabled={busy}>
              <X size={16} aria-hidden /> {t('shop.rx.remove')}
            </Button>
          </Form>
        </div>
      )}

      {rx.fromConsultations.length > 0 && (
        <div className="mt-4">
          <h3 className="text-[15px] font-semibold text-ink">{t('shop.rx.fromConsultations')}</h3>
          <ul className="mt-2 space-y-2">
            {rx.fromConsultations.map((o) => {
              const inUse = attached?.kind === 'consultation' && attached.prescriptionId === o.id;
              return (
                <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3">
                  <div className="min-w-0 flex-1 basis-52">
                    <p className="text-[15px] text-ink">{t('shop.rx.issued', { number: o.number, doctor: o.doctorName, date: formatDate(o.issuedAt) })}</p>
                    {!o.covers && <p className="mt-1 text-sm text-saffron-700">{t('shop.rx.notCovering')}</p>}
                  </div>
                  {!inUse && o.covers && (
                    <Form method="post" replace preventScrollReset onSubmit={guard}>
                      <input type="hidden" name="intent" value="rx-use" />
                      <input type="hidden" name="viewId" value={viewId} />
                      <input type="hidden" name="prescriptionId" value={o.id} />
                      <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-label={t('shop.rx.useLabel', { number: o.number })}>
                        {t('shop.rx.use')}
                      </Button>
                    </Form>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <Form method="post" encType="multipart/form-data" replace preventScrollReset onSubmit={guard} className="mt-4 rounded-lg border border-dashed border-line p-3">
        <input type="hidden" name="intent" value="rx-upload" />
        <input type="hidden" name="viewId" value={viewId} />
        <label htmlFor="rx-file" className="block text-[15px] font-semibold text-ink">
          {t('shop.rx.upload')}
        </label>
        <p id="rx-hint" className="mt-1 text-sm text-muted">
          {t('shop.rx.uploadHint')}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <input
            id="rx-file"
            name="file"
            type="file"
            accept={ACCEPT}
            required
            aria-describedby="rx-hint"
            className="min-w-0 flex-1 text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:text-sm file:font-medium"
          />
          <Button type="submit" size="sm" disabled={busy}>
            <Upload size={16} aria-hidden /> {t('shop.rx.send')}
          </Button>
        </div>
      </Form>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </Card>
  );
}
