/**
 * Prescription-only medicines at checkout (decision 019). The checkout keeps which prescription the buyer attached
 * (checkout_sessions.rx_*); pricing the checkout says whether one is required, what is attached, and which of the
 * buyer's consultation prescriptions could be; placing the order records it (order_prescriptions) in the order's
 * transaction. The rule itself (`needsPrescription`) is shared with the web.
 */
import { eq } from 'drizzle-orm';
import { t } from '@nirog/shared/messages/catalogue';
import { PRESCRIPTION_VALID_DAYS, type RxStatus } from '@nirog/shared/orders';
import type { AttachedPrescription, BillingPrescription, OrderPrescription } from '@nirog/shared/schemas/orders';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { orderPrescriptions } from './orders.tables.ts';

/** A prescription written in a consultation on the platform, as the care module hands it to orders. */
export interface ConsultationPrescription {
  id: number;
  number: string;
  doctorName: string;
  issuedAt: Date;
  productIds: number[];
}

/** The care module's port: the prescriptions written for this account's appointments since a date, newest first. */
export interface PrescriptionSource {
  ofPatient(userId: number, since: Date): Promise<ConsultationPrescription[]>;
}

export interface RxLine {
  productId: number;
  name: string;
  prescriptionRequired: boolean;
}

export interface CheckoutRx {
  view: BillingPrescription;
  /** Why the order cannot be placed yet (null when nothing is missing). */
  problem: string | null;
}

const NONE: BillingPrescription = { required: false, medicines: [], attached: null, fromConsultations: [] };

export function createCheckoutPrescriptions(deps: { source: () => PrescriptionSource | null; uploads: Pick<UploadService, 'ownedStored'>; now: () => Date }) {
  async function consultationOptions(userId: number) {
    const source = deps.source();
    if (!source) return [];
    return source.ofPatient(userId, new Date(deps.now().getTime() - PRESCRIPTION_VALID_DAYS * 86_400_000));
  }

  /** The checkout's prescription for a buyer whose cart lines are `lines` (`required` from needsPrescription). */
  async function forCheckout(userId: number, required: boolean, lines: RxLine[], chosen: { prescriptionId: number | null; uploadId: string | null }): Promise<CheckoutRx> {
    if (!required) return { view: NONE, problem: null };
    const rxLines = lines.filter((l) => l.prescriptionRequired);
    const medicines = [...new Set(rxLines.map((l) => l.name))];
    const covers = (p: ConsultationPrescription) => rxLines.every((l) => p.productIds.includes(l.productId));
    const options = await consultationOptions(userId);
    const fromConsultations = options.map((p) => ({ id: p.id, number: p.number, doctorName: p.doctorName, issuedAt: p.issuedAt.toISOString(), covers: covers(p) }));

    let attached: AttachedPrescription | null = null;
    if (chosen.prescriptionId) {
      const p = options.find((o) => o.id === chosen.prescriptionId);
      if (p) attached = { kind: 'consultation', prescriptionId: p.id, number: p.number, doctorName: p.doctorName, issuedAt: p.issuedAt.toISOString(), covers: covers(p) };
    } else if (chosen.uploadId) {
      const file = await deps.uploads.ownedStored(userId, chosen.uploadId, 'prescription').catch(() => null);
      if (file) attached = { kind: 'upload', uploadId: file.id, fileName: file.originalName };
    }
    const chosenRx = attached?.kind === 'consultation' ? options.find((o) => o.id === attached.prescriptionId)! : null;
    const unnamed = chosenRx ? [...new Set(rxLines.filter((l) => !chosenRx.productIds.includes(l.productId)).map((l) => l.name))] : [];
    const problem = !attached
      ? t('checkout.prescriptionRequired', { medicines: medicines.join(', ') })
      : unnamed.length > 0
        ? t('checkout.prescriptionDoesNotCover', { medicines: unnamed.join(', ') })
        : null;
    return { view: { required: true, medicines, attached, fromConsultations }, problem };
  }

  /** Checks what the buyer wants to attach before it is remembered: their own, stored file or their own consultation's prescription. */
  async function checkChoice(userId: number, choice: { prescriptionId?: number; uploadId?: string }) {
    if (choice.uploadId) {
      await deps.uploads.ownedStored(userId, choice.uploadId, 'prescription');
      return { prescriptionId: null, uploadId: choice.uploadId };
    }
    const options = await consultationOptions(userId);
    if (!options.some((o) => o.id === choice.prescriptionId)) throw AppError.field('prescriptionId', t('checkout.prescriptionNotFound'));
    return { prescriptionId: choice.prescriptionId!, uploadId: null };
  }

  /** Records the attached prescription with a new order, inside the order's transaction. */
  async function recordIn(tx: Tx, orderId: number, attached: AttachedPrescription, at: Date) {
    await tx.insert(orderPrescriptions).values(
      attached.kind === 'consultation'
        ? { orderId, source: 'consultation', carePrescriptionId: attached.prescriptionId, number: attached.number, doctorName: attached.doctorName.slice(0, 200), issuedAt: new Date(attached.issuedAt), status: 'verified', createdAt: at }
        : { orderId, source: 'upload', uploadId: attached.uploadId, fileName: attached.fileName, status: 'pending', createdAt: at },
    );
  }

  return { forCheckout, checkChoice, recordIn };
}

export type CheckoutPrescriptions = ReturnType<typeof createCheckoutPrescriptions>;

/** The prescription of an order, or null when it needed none. */
export async function orderPrescriptionOf(q: DbOrTx, orderId: number): Promise<OrderPrescription | null> {
  const [r] = await q.select().from(orderPrescriptions).where(eq(orderPrescriptions.orderId, orderId));
  if (!r) return null;
  return {
    source: r.source as OrderPrescription['source'],
    status: r.status as RxStatus,
    number: r.number,
    doctorName: r.doctorName,
    issuedAt: r.issuedAt?.toISOString() ?? null,
    uploadId: r.uploadId,
    fileName: r.fileName,
    rejectReason: r.rejectReason,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  };
}
