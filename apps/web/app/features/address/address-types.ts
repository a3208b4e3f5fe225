/** Web-only shapes of the address forms. The API's address is `Address` of packages/shared (decision 018). */

// Orders and the care desk still import these from here; they move to the shared imports when those features are converted.
export type { Address } from '@nirog/shared/schemas/address';
export type { StateOption } from '@nirog/shared/schemas/location';

/** What the form shows: the values typed (kept on errors) and the messages per field. */
export interface AddressFormResult {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError?: string;
  /** A note that is not an error (the legal name filled from the GSTIN lookup, decision 043). */
  notice?: string;
}

export const TOASTS = { added: 'spec.addressAdded', saved: 'spec.addressSaved', deleted: 'spec.addressDeleted' } as const;
