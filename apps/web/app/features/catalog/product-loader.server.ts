/** The product page's data: the product priced for the viewer, and stock of every pack for the delivery pincode. */
import { t } from '@nirog/shared/messages/catalogue';
import type { ApiClient } from '../../lib/api-client.ts';
import { currentUser } from '../../lib/session.server.ts';
import { entityOr404 } from './catalog-loaders.server.ts';
import type { Inventory, ProductDetail } from '@nirog/shared/schemas/catalog';
import type { PincodeSource, ProductPageData, Viewer } from './catalog-types.ts';

const PINCODE = /^[1-9]\d{5}$/;

async function stockFor(api: ApiClient, product: ProductDetail, pincode: string | null) {
  if (!pincode) {
    // Without a pincode the product already says what the inventory call would: no call per pack.
    const stock: Record<number, Inventory> = {};
    for (const k of product.packages) stock[k.id] = { packageId: k.id, inStock: k.inStock, available: k.available, pincode: null, serviceable: null, delivery: null };
    return { stock, error: null };
  }
  const results = await Promise.all(
    product.packages.map((k) => api.get(`/v3/products/${k.id}/inventory?${pincode ? `pincode=${pincode}` : ''}`)),
  );
  const failed = results.find((r) => !r.ok);
  const stock: Record<number, Inventory> = {};
  results.forEach((r) => {
    if (r.ok) stock[r.entity.packageId] = r.entity;
  });
  return { stock, error: failed && !failed.ok ? (failed.error.fields?.pincode ?? failed.error.error) : null };
}

export async function loadProductPage(api: ApiClient, request: Request, slug: string): Promise<ProductPageData> {
  const url = new URL(request.url);
  const [product, user] = await Promise.all([api.get(`/v0/products/${encodeURIComponent(slug)}`).then(entityOr404), currentUser(api)]);

  // The delivery pincode: one entered on the page, else the default address's (logged-in users).
  const entered = (url.searchParams.get('pincode') ?? '').trim();
  let pincode: string | null = null;
  let source: PincodeSource = null;
  let pincodeError: string | null = null;
  const book = user ? await api.get('/v1/address') : null;
  const saved = book?.ok ? book.entity.items : [];
  const addresses = saved.map((a) => ({ id: a.id, label: `${a.contact_person_name}, ${a.city} ${a.pin_code}`, pinCode: a.pin_code }));
  if (entered) {
    if (PINCODE.test(entered)) {
      pincode = entered;
      source = 'entered';
    } else pincodeError = t('spec.pincodeInvalid');
  } else if (user) {
    const address = saved.find((a) => a.is_default === 1) ?? saved[0];
    if (address && PINCODE.test(address.pin_code)) {
      pincode = address.pin_code;
      source = 'address';
    }
  }

  let { stock, error } = await stockFor(api, product, pincode);
  if (error && pincode) {
    // A pincode we do not know: say so, and still show plain stock.
    pincodeError = error;
    pincode = null;
    source = null;
    ({ stock } = await stockFor(api, product, null));
  }

  const schemes = await api.get(`/pub/v1/schemes?productIds=${product.id}`);
  const packParam = Number(url.searchParams.get('pack'));
  const chosen = product.packages.find((k) => k.id === packParam) ?? product.packages.find((k) => k.inStock) ?? product.packages[0];
  const viewer: Viewer = !user ? 'visitor' : user.userType === 1 ? 'individual' : 'practitioner';
  return {
    product,
    stock,
    pincode,
    pincodeSource: source,
    pincodeError,
    pincodeInput: pincode ?? entered.slice(0, 6),
    enteredPincode: source === 'entered' ? pincode : null,
    selectedId: chosen?.id ?? 0,
    viewer,
    origin: url.origin,
    addresses,
    offers: schemes.ok ? schemes.entity.map((o) => o.text) : [],
  };
}
