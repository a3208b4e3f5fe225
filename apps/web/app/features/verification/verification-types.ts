/** Verification data as the API returns it (GET /v3/is_verified, /users/{id}/registration, the review queue). */
import type { RegistrationKind } from '@nirog/shared/schemas/verification';

export interface VerificationStatus {
  userId: number;
  userType: number;
  /** 0 pending, 1 verified, 2 under review, 3 re-verified, 4 rejected (spec section 4). */
  status: number;
  statusLabel: string;
  /** The reviewer's reason, only on status 4. */
  reason: string | null;
  /** The text to show for this status (spec section 8 for 0, 2 and 4). */
  message: string;
  submittedAt: string | null;
  needsDocuments: boolean;
  canPlaceOrders: boolean;
  registrationCall: RegistrationKind | null;
}

export interface VerificationDocument {
  docType: string;
  label: string;
  uploadId: string;
  fileName: string | null;
  sizeBytes: number | null;
  contentType: string | null;
  /** Signed, expiring read URL (5 minutes). */
  url: string;
  expiresAt: string;
}

export interface RegistrationInfo extends VerificationStatus {
  kind: RegistrationKind | null;
  details: Record<string, unknown> | null;
  documents: VerificationDocument[];
}

export interface ReviewItem {
  userId: number;
  fullName: string;
  userType: number;
  userTypeLabel: string;
  mobile: string;
  status: number;
  statusLabel: string;
  reason: string | null;
  submittedAt: string | null;
  kind: RegistrationKind | null;
  registration: Record<string, unknown> | null;
  documents: VerificationDocument[];
}

export interface ReviewDetail extends ReviewItem {
  decisions: Array<{ fromStatus: number; toStatus: number; reason: string | null; decidedBy: number; decidedByName: string | null; decidedAt: string }>;
}

/** What the registration form shows after a failed submission: the values typed, messages per field, kept files. */
export interface RegistrationFormResult {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError?: string;
  /** Files uploaded in the failed attempt, kept so they need not be chosen again: field -> {uploadId, name}. */
  kept: Record<string, { uploadId: string; name: string }>;
}
