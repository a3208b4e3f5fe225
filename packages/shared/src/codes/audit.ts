/**
 * The audit trail (issue 18 part 7, decision 033): every back-office write is recorded as an entry about one record,
 * named by its kind (`entity`) and its id. Each kind is read by the role that changes it (admin reads every kind).
 */
import type { OperatorRole } from './operator-roles.ts';

export const AUDIT_ENTITIES = {
  product: 'catalog',
  brand: 'catalog',
  category: 'catalog',
  trade_discount: 'catalog',
  stock: 'stock',
  deal: 'marketing',
  offer: 'marketing',
  coupon: 'marketing',
  scheme: 'marketing',
  user: 'support',
  verification: 'support',
  order: 'support',
  return: 'support',
  payment: 'finance',
  credit: 'finance',
  wallet: 'finance',
  earnings: 'finance',
  payout: 'finance',
  payout_settings: 'finance',
  operator: 'admin',
  setting: 'admin',
  job: 'admin',
  article: 'editor',
  quiz_bank: 'editor',
  quiz_question: 'editor',
  quiz: 'editor',
  ticket: 'support',
  feed_post: 'moderator',
  feed_comment: 'moderator',
  feed_member: 'moderator',
  certificate: 'support',
} as const satisfies Record<string, OperatorRole>;

export type AuditEntity = keyof typeof AUDIT_ENTITIES;
export const AUDIT_ENTITY_KINDS = Object.keys(AUDIT_ENTITIES) as AuditEntity[];
export const isAuditEntity = (v: unknown): v is AuditEntity => typeof v === 'string' && Object.hasOwn(AUDIT_ENTITIES, v);
