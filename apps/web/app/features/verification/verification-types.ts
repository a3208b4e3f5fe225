/** Web-only shapes of the verification forms. The API's shapes are in packages/shared/src/schemas/verification.ts. */

/** What the registration form shows after a failed submission: the values typed, messages per field, kept files. */
export interface RegistrationFormResult {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError?: string;
  /** Files uploaded in the failed attempt, kept so they need not be chosen again: field -> {uploadId, name}. */
  kept: Record<string, { uploadId: string; name: string }>;
}
