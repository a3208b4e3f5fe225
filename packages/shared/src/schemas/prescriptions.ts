/** Request bodies of the prescription calls of the checkout and the back office (decision 019). */
import { z } from 'zod';
import { t } from '../messages/catalogue.ts';
import { entityId } from './fields.ts';

/** Attach one of my consultation prescriptions, or a file I uploaded for the purpose `prescription`. */
export const attachPrescriptionBody = z.union(
  [z.strictObject({ prescriptionId: entityId }), z.strictObject({ uploadId: z.uuid({ error: () => t('checkout.prescriptionChoose') }) })],
  { error: () => t('checkout.prescriptionChoose') },
);

/** A pharmacist's decision: a reason is required to reject (it is told to the buyer). */
export const prescriptionDecisionBody = z.strictObject({
  reason: z.string().trim().min(3, { error: () => t('order.prescriptionReasonRequired') }).max(300).optional(),
});
