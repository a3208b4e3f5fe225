/** The address as the API returns it (spec section 3 field names). */
export interface Address {
  id: number;
  user_id: number;
  patient_id: number | null;
  contact_person_name: string;
  contact_person_phone: string;
  alt_mobile: string | null;
  address: string;
  landmark: string | null;
  city: string;
  state: number;
  state_name: string | null;
  state_code: string | null;
  pin_code: string;
  is_default: number;
  is_billing: number;
  legalEntityName: string | null;
  gst: string | null;
  gstVerified: boolean;
  tradeName: string | null;
}

export interface StateOption {
  id: number;
  name: string;
  stateCode: string;
}

/** What the form shows: the values typed (kept on errors) and the messages per field. */
export interface AddressFormResult {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError?: string;
}

export const TOASTS = { added: 'spec.addressAdded', saved: 'spec.addressSaved', deleted: 'spec.addressDeleted' } as const;
