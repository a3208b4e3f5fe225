/** Web-only shapes of the catalog pages. The API's shapes are in packages/shared (schemas/catalog.ts, decision 018). */
import type { Inventory, ProductDetail } from '@nirog/shared/schemas/catalog';

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
  /** The trade schemes on this product for the viewer, in words (decision 056). */
  offers: string[];
}
