/**
 * All tables, for Drizzle's typed queries and drizzle-kit. Each module owns its own tables file; a provider's local
 * default owns its books (the outbox, the GST registry, the local gateway's orders and payments) under providers/.
 */
import * as address from '../modules/address/address.tables.ts';
import * as cart from '../modules/cart/cart.tables.ts';
import * as catalog from '../modules/catalog/catalog.tables.ts';
import * as coupons from '../modules/coupons/coupons.tables.ts';
import * as wallet from '../modules/wallet/wallet.tables.ts';
import * as orders from '../modules/orders/orders.tables.ts';
import * as payments from '../modules/payments/payments.tables.ts';
import * as localGateway from '../providers/payments/local-gateway.tables.ts';
import * as gst from '../providers/gst/registry.tables.ts';
import * as identity from '../modules/identity/identity.tables.ts';
import * as location from '../modules/location/location.tables.ts';
import * as outbox from '../providers/outbox/outbox.tables.ts';
import * as profile from '../modules/profile/profile.tables.ts';
import * as careDirectory from '../modules/care/directory.tables.ts';
import * as careSchedule from '../modules/care/schedule.tables.ts';
import * as careAppointments from '../modules/care/appointments.tables.ts';
import * as carePatients from '../modules/care/patients.tables.ts';
import * as shareLinks from '../modules/links/links.tables.ts';
import * as creditNotes from '../modules/invoices/credit-notes.tables.ts';
import * as jobs from '../jobs/jobs.tables.ts';
import * as audit from '../modules/audit/audit.tables.ts';
import * as stock from '../modules/stock/stock.tables.ts';
import * as articles from '../modules/articles/articles.tables.ts';
import * as schemes from '../modules/schemes/schemes.tables.ts';

export const schema = { ...identity, ...outbox, ...location, ...gst, ...address, ...profile, ...catalog, ...cart, ...wallet, ...coupons, ...orders, ...payments, ...localGateway, ...careDirectory, ...careSchedule, ...careAppointments, ...carePatients, ...shareLinks, ...creditNotes, ...jobs, ...audit, ...stock, ...articles, ...events, ...knowledge, ...schemes, ...notifications, ...rewards };
import * as events from '../modules/events/events.tables.ts';

import * as knowledge from '../modules/knowledge/knowledge.tables.ts';
import * as notifications from '../modules/notifications/notifications.tables.ts';
import * as rewards from '../modules/rewards/rewards.tables.ts';

export * from '../modules/address/address.tables.ts';
export * from '../modules/cart/cart.tables.ts';
export * from '../modules/catalog/catalog.tables.ts';
export * from '../modules/coupons/coupons.tables.ts';
export * from '../modules/wallet/wallet.tables.ts';
export * from '../modules/orders/orders.tables.ts';
export * from '../modules/payments/payments.tables.ts';
export * from '../providers/payments/local-gateway.tables.ts';
export * from '../providers/gst/registry.tables.ts';
export * from '../modules/identity/identity.tables.ts';
export * from '../modules/location/location.tables.ts';
export * from '../providers/outbox/outbox.tables.ts';
export * from '../modules/profile/profile.tables.ts';
export * from '../modules/care/directory.tables.ts';
export * from '../modules/care/schedule.tables.ts';
export * from '../modules/care/appointments.tables.ts';
export * from '../modules/care/patients.tables.ts';
export * from '../modules/links/links.tables.ts';
export * from '../modules/invoices/credit-notes.tables.ts';
export * from '../jobs/jobs.tables.ts';
export * from '../modules/audit/audit.tables.ts';
export * from '../modules/stock/stock.tables.ts';
export * from '../modules/articles/articles.tables.ts';
export * from '../modules/events/events.tables.ts';
export * from '../modules/knowledge/knowledge.tables.ts';
export * from '../modules/schemes/schemes.tables.ts';
export * from '../modules/support/support.tables.ts';
export * from '../modules/notifications/notifications.tables.ts';
export * from '../modules/rewards/rewards.tables.ts';
export * from '../modules/feeds/feeds.tables.ts';
export * from '../modules/quiz/quiz.tables.ts';
export * from '../modules/certificates/certificates.tables.ts';
export * from '../modules/partner/partner.tables.ts';
export * from '../modules/webinars/webinars.tables.ts';
export * from '../modules/learning/learning.tables.ts';
export * from '../modules/olympiad/olympiad.tables.ts';
export * from '../modules/assistant/assistant.tables.ts';
export * from '../modules/payouts/payouts.tables.ts';
