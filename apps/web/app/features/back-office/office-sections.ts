/**
 * The back office's sections: the nav shows an operator only the sections their roles open (decision 032); the API
 * checks the same role on every call, so a hidden link is a courtesy, not the guard. Add a section here when you add
 * its page (and its path to route-access.ts).
 */
import { BadgeCheck, Banknote, FolderTree, History, ListRestart, PackageSearch, Pill, Tags, Undo2, type LucideIcon } from 'lucide-react';
import { roleAllows, type OperatorRole } from '@nirog/shared/codes/operator-roles';
import type { MessageKey } from '@nirog/shared/messages/catalogue';

export interface OfficeSection {
  to: string;
  label: MessageKey;
  icon: LucideIcon;
  /** The roles that open it (admin opens all). */
  roles: readonly OperatorRole[];
}

export const OFFICE_SECTIONS: readonly OfficeSection[] = [
  { to: '/admin/orders', label: 'office.nav.orders', icon: PackageSearch, roles: ['support', 'stock'] },
  { to: '/admin/returns', label: 'office.nav.returns', icon: Undo2, roles: ['support'] },
  { to: '/admin/payments', label: 'office.nav.payments', icon: Banknote, roles: ['finance'] },
  { to: '/admin/verifications', label: 'office.nav.verifications', icon: BadgeCheck, roles: ['support'] },
  { to: '/admin/products', label: 'office.nav.products', icon: Pill, roles: ['catalog'] },
  { to: '/admin/brands', label: 'office.nav.brands', icon: Tags, roles: ['catalog'] },
  { to: '/admin/categories', label: 'office.nav.categories', icon: FolderTree, roles: ['catalog'] },
  { to: '/admin/jobs', label: 'office.nav.jobs', icon: ListRestart, roles: ['admin'] },
  { to: '/admin/audit', label: 'office.nav.audit', icon: History, roles: ['catalog', 'stock', 'marketing', 'support', 'finance', 'editor', 'moderator', 'admin'] },
];

/** The sections an operator holding `roles` may open, in nav order. */
export const sectionsFor = (roles: readonly OperatorRole[]) => OFFICE_SECTIONS.filter((s) => s.roles.some((r) => roleAllows(roles, r)));
