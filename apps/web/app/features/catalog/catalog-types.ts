/** The catalog as the API returns it (apps/api/src/modules/catalog). Amounts are integer paise. */

import type { PackageView, ProductCard } from '@nirog/shared/catalog';

export type { PackageView, ProductCard };

export interface ProductPage {
  items: ProductCard[];
  total: number;
  skip: number;
  limit: number;
}

export interface CompositionLine {
  ingredient: string;
  botanical?: string;
  part?: string;
  quantity?: string;
}

export interface ProductDetail {
  id: number;
  slug: string;
  name: string;
  brand: { slug: string; name: string; manufacturer: string; licence: string | null; noNirogMoney: boolean };
  medicalSystem: number;
  kind: string;
  form: string;
  composition: CompositionLine[];
  indications: string;
  dosage: string;
  contraindications: string;
  description: string;
  reference: string | null;
  prescriptionRequired: boolean;
  otc: boolean;
  hsnCode: string;
  gstRatePercent: number;
  images: string[];
  categories: Array<{ id: number; slug: string; name: string }>;
  packages: PackageView[];
  bookmarked: boolean;
}

export interface Inventory {
  packageId: number;
  inStock: boolean;
  available: number;
  pincode: string | null;
  serviceable: boolean | null;
  codAvailable?: boolean;
  delivery: { minDays: number; maxDays: number } | null;
}

export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  productCount: number;
  children?: CategoryNode[];
}

export interface BrandSummary {
  id: number;
  slug: string;
  name: string;
  manufacturer: string;
  productCount: number;
}

export interface Brand {
  id: number;
  slug: string;
  name: string;
  manufacturer: string;
  licence: string | null;
  description: string | null;
  noNirogMoney: boolean;
}

export interface Offer {
  slug: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  weekday: number | null;
}

export interface Deal {
  id: number;
  discountPercent: number;
  startsAt: string;
  endsAt: string;
  packageId: number;
  label: string;
  product: { slug: string; name: string; brand: string };
}

export interface Suggestion {
  slug: string;
  name: string;
  brand: string;
}

/** What the product page's action answers (bookmark, notify-me). */
export type ProductActionResult =
  | { intent: 'bookmark'; ok: true; bookmarked: boolean }
  | { intent: 'notify'; ok: boolean; packageId: number; message: string }
  | { intent: 'bookmark' | 'unknown'; ok: false; message: string };

export type PincodeSource = 'entered' | 'address' | null;
export type Viewer = 'visitor' | 'individual' | 'practitioner';

/** The product page's loader data. */
export interface ProductPageData {
  product: ProductDetail;
  /** Stock per pack id, for the delivery pincode when there is one. */
  stock: Record<number, Inventory>;
  pincode: string | null;
  pincodeSource: PincodeSource;
  pincodeError: string | null;
  /** What the pincode field shows: the pincode in use, or what was typed when it was not accepted. */
  pincodeInput: string;
  /** A pincode typed on the page (kept in the pack links), not the address book's. */
  enteredPincode: string | null;
  selectedId: number;
  viewer: Viewer;
  origin: string;
  /** The logged-in user's saved addresses, to pick the delivery pincode from. */
  addresses: Array<{ id: number; label: string; pinCode: string }>;
}
