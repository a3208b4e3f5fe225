/** All tables, for Drizzle's typed queries and drizzle-kit. Each module owns its own tables file. */
import * as address from '../modules/address/address.tables.ts';
import * as cart from '../modules/cart/cart.tables.ts';
import * as catalog from '../modules/catalog/catalog.tables.ts';
import * as coupons from '../modules/coupons/coupons.tables.ts';
import * as wallet from '../modules/wallet/wallet.tables.ts';
import * as orders from '../modules/orders/orders.tables.ts';
import * as payments from '../modules/payments/payments.tables.ts';
import * as gst from '../modules/gst/gst.tables.ts';
import * as identity from '../modules/identity/identity.tables.ts';
import * as location from '../modules/location/location.tables.ts';
import * as outbox from '../modules/outbox/outbox.tables.ts';
import * as profile from '../modules/profile/profile.tables.ts';

export const schema = { ...identity, ...outbox, ...location, ...gst, ...address, ...profile, ...catalog, ...cart, ...wallet, ...coupons, ...orders, ...payments };
export * from '../modules/address/address.tables.ts';
export * from '../modules/cart/cart.tables.ts';
export * from '../modules/catalog/catalog.tables.ts';
export * from '../modules/coupons/coupons.tables.ts';
export * from '../modules/wallet/wallet.tables.ts';
export * from '../modules/orders/orders.tables.ts';
export * from '../modules/payments/payments.tables.ts';
export * from '../modules/gst/gst.tables.ts';
export * from '../modules/identity/identity.tables.ts';
export * from '../modules/location/location.tables.ts';
export * from '../modules/outbox/outbox.tables.ts';
export * from '../modules/profile/profile.tables.ts';
