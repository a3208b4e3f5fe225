/**
 * What the home page loads (issue 19 item 3, decision 045): the health-concern categories, deals, top sellers and
 * doctors near the visitor; for someone logged in, also their recent orders and next appointment. Every part is
 * optional: a failing call empties its section rather than failing the page.
 */
import type { CategoryNode } from '@nirog/shared/schemas/catalog';
import type { ApiClient } from '../../lib/api-client.ts';
import type { TileCategory } from '../catalog/category-tiles.tsx';
import { loadStrip } from '../catalog/catalog-loaders.server.ts';
import { loadVerification } from '../verification/verification-status.server.ts';
import type { MeUser } from '@nirog/shared/schemas/auth';

/** The category tree's root for health concerns (the demo catalog and the back office both use this slug). */
export const CONCERN_ROOT = 'by-concern';
const STRIP = 8;
const NEAR = 4;
const PINCODE = /^[1-9][0-9]{5}$/;

/** The pincode the doctors section is for: the one typed (`?pincode=`), else the default delivery address's. */
async function pincodeFor(api: ApiClient, url: URL, user: MeUser | null): Promise<{ pincode: string | null; typed: boolean; invalid: boolean }> {
  const typed = url.searchParams.get('pincode')?.trim();
  if (typed) return PINCODE.test(typed) ? { pincode: typed, typed: true, invalid: false } : { pincode: null, typed: true, invalid: true };
  if (!user) return { pincode: null, typed: false, invalid: false };
  const res = await api.get('/v1/address');
  return { pincode: res.ok ? (res.entity.items[0]?.pin_code ?? null) : null, typed: false, invalid: false };
}

/** Doctors within this distance of the pincode count as near (the directory's own default is 10 km). */
const NEAR_KM = 50;

async function doctorsNear(api: ApiClient, pincode: string | null) {
  const top = () => api.get(`/pub/v2/doctors?limit=${NEAR}`).then((r) => (r.ok ? r.entity.items : []));
  if (!pincode) return { items: await top(), city: null, nearby: false, noneNear: false, unknownPincode: false };
  const near = await api.get(`/pub/v2/doctors?pincode=${pincode}&radiusKm=${NEAR_KM}&sort=distance&limit=${NEAR}`);
  // The directory knows the pincode and where it is, and has doctors around it.
  if (near.ok && near.entity.origin && near.entity.items.length > 0) {
    return { items: near.entity.items, city: near.entity.origin.city, nearby: true, noneNear: false, unknownPincode: false };
  }
  // No doctor around it (or a pincode not on the map yet): the best-reviewed doctors instead, saying so; a pincode the
  // registry does not know at all is the spec's pincode error.
  return { items: await top(), city: null, nearby: false, noneNear: near.ok, unknownPincode: !near.ok };
}

/** The concerns with medicines, as their tiles show them (no descriptions: the page's data travels twice, as HTML and for hydration). */
function concernsOf(tree: CategoryNode[]): { concerns: TileCategory[]; concernRootId: number | null } {
  const root = tree.find((c) => c.slug === CONCERN_ROOT);
  const concerns = (root?.children ?? []).filter((c) => c.productCount > 0).map(({ id, name, productCount }) => ({ id, name, productCount }));
  return { concerns, concernRootId: root?.id ?? null };
}

export async function loadHome(api: ApiClient, request: Request, user: MeUser | null) {
  const url = new URL(request.url);
  const place = await pincodeFor(api, url, user);
  const [categories, deals, topSelling, doctors, orders, appointments, verification] = await Promise.all([
    api.get('/pub/v1/categories'),
    loadStrip(api, `deal=1&sort=popular&limit=${STRIP}`),
    loadStrip(api, `topSelling=1&sort=popular&limit=${STRIP}`),
    doctorsNear(api, place.pincode),
    user ? api.get('/v3/orders?paymentMethod=0&skip=0&limit=3') : null,
    user ? api.get('/v3/my-appointments?as=patient&when=upcoming&skip=0&limit=1') : null,
    // Spec section 6: a doctor with verification status 0 sees the prompt to verify on the home page.
    user?.userType === 2 ? loadVerification(api, user) : null,
  ]);
  return {
    ...(categories.ok ? concernsOf(categories.entity) : { concerns: [], concernRootId: null }),
    deals,
    topSelling,
    doctors: { ...doctors, pincode: place.pincode, typed: place.typed, invalidPincode: place.invalid || doctors.unknownPincode },
    mine: user
      ? {
          firstName: user.fullName.split(' ')[0],
          orders: orders?.ok ? orders.entity.items : [],
          nextAppointment: appointments?.ok ? (appointments.entity.items[0] ?? null) : null,
        }
      : null,
    verification,
  };
}
