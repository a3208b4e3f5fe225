/**
 * Couriers we hand parcels to, and where each one's public tracking page is (issue 19 item 6, decision 043). The
 * operator may type another courier or paste a tracking link; for a known courier without one the link is built
 * from the AWB number.
 */
export const COURIER_TRACKING: Readonly<Record<string, string>> = {
  Delhivery: 'https://www.delhivery.com/track/package/{awb}',
  'Blue Dart': 'https://www.bluedart.com/trackdartresultthirdparty?trackFor=0&trackNo={awb}',
  DTDC: 'https://www.dtdc.in/trace.asp?strCnno={awb}',
  'India Post (Speed Post)': 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={awb}',
  'Ecom Express': 'https://ecomexpress.in/tracking/?awb_field={awb}',
  Xpressbees: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}',
  Shadowfax: 'https://tracker.shadowfax.in/#/track/{awb}',
  Ekart: 'https://ekartlogistics.com/shipmenttrack/{awb}',
};

export const COURIERS = Object.keys(COURIER_TRACKING);

/** The courier's tracking page for this AWB, or null for a courier we have no page for. */
export function courierTrackingUrl(courier: string, awb: string): string | null {
  const key = Object.keys(COURIER_TRACKING).find((c) => c.toLowerCase() === courier.trim().toLowerCase());
  return key ? COURIER_TRACKING[key].replace('{awb}', encodeURIComponent(awb)) : null;
}

/** Only http(s) links are ever shown as a tracking link. */
export const TRACKING_URL_RE = /^https:\/\/[^\s"'<>]{4,290}$/;

/**
 * The buyer's progress bar: the five steps of a medicine order (spec: order states in ./orders.ts). pending_payment
 * counts as not yet placed; a return's states sit after delivery, and cancelled is shown apart (not as a step).
 */
export const TRACKING_STEPS = ['placed', 'approved', 'packed', 'shipped', 'delivered'] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

/** How many steps are done for an order status (0 to 5); null when the order left the pipeline (cancelled). */
export function stepsDone(status: string): number | null {
  if (status === 'cancelled') return null;
  if (status === 'pending_payment') return 0;
  const i = (TRACKING_STEPS as readonly string[]).indexOf(status);
  return i >= 0 ? i + 1 : 5;
}
