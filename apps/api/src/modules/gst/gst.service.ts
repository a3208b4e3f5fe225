import { t } from '@nirog/shared/messages/catalogue';
import { isValidGstin } from '@nirog/shared/schemas/gstin';
import type { GstProvider } from '../../providers/gst/gst.provider.ts';
import { AppError } from '../../plugins/errors.ts';

/** Names compare without case, punctuation or repeated spaces ("M/s. Kiran Medical Store" = "KIRAN MEDICAL STORE"). */
export function sameLegalName(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .toUpperCase()
      .replace(/^M\/S\.?\s*/, '')
      .replace(/[^A-Z0-9]+/g, ' ')
      .trim();
  return norm(a) === norm(b);
}

export interface VerifiedGst {
  gstin: string;
  legalEntityName: string;
  tradeName: string | null;
}

/**
 * Verifies a GSTIN: check character locally first (no lookup for a malformed number), then the registry; when a
 * legal name is given it must equal the registry's. Errors land on the `gst` or `legalEntityName` field.
 */
export async function verifyGst(provider: GstProvider, gstin: string, legalName?: string | null): Promise<VerifiedGst> {
  if (!isValidGstin(gstin)) throw AppError.field('gst', t('address.gstCheck'));
  const found = await provider.lookup(gstin);
  if (!found.found) throw AppError.field('gst', t('address.gstNotFound'));
  if (found.status.toLowerCase() !== 'active') throw AppError.field('gst', t('address.gstInactive'));
  if (legalName && !sameLegalName(legalName, found.legalName)) throw AppError.field('legalEntityName', t('spec.legalNameMismatch'));
  return { gstin, legalEntityName: found.legalName, tradeName: found.tradeName };
}
