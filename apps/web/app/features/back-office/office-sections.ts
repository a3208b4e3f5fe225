/**
 * The back office's sections: the nav shows an operator only the sections their roles open (decision 032); the API
 * checks the same role on every call, so a hidden link is a courtesy, not the guard. Add a section here when you add
 * its page (and its path to route-access.ts).
 */
import { ArrowLeftRight, Award, Trophy, Library, ListChecks, Flag, GraduationCap, Gift, LifeBuoy, Newspaper, BadgeCheck, Banknote, Boxes, FileUp, FolderTree, Handshake, History, LayoutDashboard, ListRestart, PackageSearch, Percent, Pill, ShieldCheck, Tag, Tags, TicketPercent, Undo2, Users, Video, Zap, type LucideIcon } from 'lucide-react';
import { roleAllows, type OperatorRole } from '@nirog/shared/codes/operator-roles';
import type { MessageKey } from '@nirog/shared/messages/catalogue';

/** The back office's areas: the nav's first row; a section belongs to one. */
export const OFFICE_GROUPS = ['overview', 'sales', 'catalog', 'stock', 'marketing', 'content', 'people', 'system'] as const;
export type OfficeGroup = (typeof OFFICE_GROUPS)[number];
export const GROUP_LABELS: Record<OfficeGroup, MessageKey> = {
  overview: 'office.nav.dashboard',
  sales: 'office.group.sales',
  catalog: 'office.group.catalog',
  stock: 'office.group.stock',
  marketing: 'office.group.marketing',
  content: 'articles.desk.group',
  people: 'office.group.people',
  system: 'office.group.system',
};

export interface OfficeSection {
  to: string;
  label: MessageKey;
  icon: LucideIcon;
  group: OfficeGroup;
  /** The roles that open it (admin opens all). */
  roles: readonly OperatorRole[];
}

export const OFFICE_SECTIONS: readonly OfficeSection[] = [
  { to: '/admin', label: 'office.nav.dashboard', icon: LayoutDashboard, group: 'overview', roles: ['catalog', 'stock', 'marketing', 'support', 'finance', 'editor', 'moderator', 'admin'] },
  { to: '/admin/orders', label: 'office.nav.orders', icon: PackageSearch, group: 'sales', roles: ['support', 'stock'] },
  { to: '/admin/returns', label: 'office.nav.returns', icon: Undo2, group: 'sales', roles: ['support'] },
  { to: '/admin/tickets', label: 'support.office.title', icon: LifeBuoy, group: 'sales', roles: ['support'] },
  { to: '/admin/payments', label: 'office.nav.payments', icon: Banknote, group: 'sales', roles: ['finance'] },
  { to: '/admin/payouts', label: 'payouts.admin.title', icon: Banknote, group: 'sales', roles: ['finance'] },
  // Issue 21 part 7 (decision 056): the amount above which cash on delivery needs the buyer's code.
  { to: '/admin/cod-confirmation', label: 'office.nav.cod', icon: ShieldCheck, group: 'sales', roles: ['finance'] },
  // Decision 076: Nirog Partners and their orders; the discount and commission per tier.
  { to: '/admin/partners', label: 'partner.office.title', icon: Handshake, group: 'sales', roles: ['finance'] },
  { to: '/admin/products', label: 'office.nav.products', icon: Pill, group: 'catalog', roles: ['catalog'] },
  { to: '/admin/brands', label: 'office.nav.brands', icon: Tags, group: 'catalog', roles: ['catalog'] },
  { to: '/admin/categories', label: 'office.nav.categories', icon: FolderTree, group: 'catalog', roles: ['catalog'] },
  { to: '/admin/prices', label: 'office.nav.prices', icon: Percent, group: 'catalog', roles: ['catalog'] },
  { to: '/admin/stock', label: 'office.nav.stock', icon: Boxes, group: 'stock', roles: ['stock'] },
  { to: '/admin/stock/import', label: 'office.nav.stockImport', icon: FileUp, group: 'stock', roles: ['stock'] },
  { to: '/admin/stock/movements', label: 'office.nav.stockMovements', icon: ArrowLeftRight, group: 'stock', roles: ['stock'] },
  { to: '/admin/deals', label: 'office.nav.deals', icon: Zap, group: 'marketing', roles: ['marketing'] },
  { to: '/admin/offers', label: 'office.nav.offers', icon: Tag, group: 'marketing', roles: ['marketing'] },
  { to: '/admin/coupons', label: 'office.nav.coupons', icon: TicketPercent, group: 'marketing', roles: ['marketing'] },
  { to: '/admin/schemes', label: 'office.nav.schemes', icon: Gift, group: 'marketing', roles: ['marketing'] },
  // Decision 057: referral rewards and reward points.
  { to: '/admin/rewards', label: 'rewardsUi.admin.title', icon: Award, group: 'marketing', roles: ['marketing'] },
  // Issue 20 (decision 047): the editors' desk.
  { to: '/admin/articles', label: 'articles.desk.title', icon: Newspaper, group: 'content', roles: ['editor'] },
  // Issue 22 part 6 (decision 062): the feed's reports queue.
  { to: '/admin/moderation', label: 'feedPeople.mod.title', icon: Flag, group: 'content', roles: ['moderator'] },
  // Issue 23 part 3 (decision 066): question banks and the quizzes assembled from them.
  { to: '/admin/quiz-banks', label: 'quizAuthor.nav.banks', icon: Library, group: 'content', roles: ['editor'] },
  { to: '/admin/quizzes', label: 'quizAuthor.nav.quizzes', icon: ListChecks, group: 'content', roles: ['editor'] },
  // Issue 24 part 5 (decision 069): webinars.
  { to: '/admin/webinars', label: 'webinar.office.title', icon: Video, group: 'content', roles: ['editor'] },
  // Issue 24 part 5 (decision 068): the learning library.
  { to: '/admin/learning', label: 'learning.office.title', icon: GraduationCap, group: 'content', roles: ['editor'] },
  // Issue 23 part 3 (decision 065): the olympiad schedule.
  { to: '/admin/olympiads', label: 'olympiad.office.title', icon: Trophy, group: 'content', roles: ['editor'] },
  // Issue 26 (decision 071): what people said about the assistant's answers.
  { to: '/admin/assistant-feedback', label: 'assistant.office.title', icon: Flag, group: 'content', roles: ['support'] },
  { to: '/admin/verifications', label: 'office.nav.verifications', icon: BadgeCheck, group: 'people', roles: ['support'] },
  { to: '/admin/users', label: 'office.nav.users', icon: Users, group: 'people', roles: ['support'] },
  // Issue 23 part 4 (decision 067): look up and revoke certificates.
  { to: '/admin/certificates', label: 'certificate.office.title', icon: Award, group: 'people', roles: ['support'] },
  { to: '/admin/operators', label: 'office.nav.operators', icon: ShieldCheck, group: 'people', roles: ['admin'] },
  { to: '/admin/jobs', label: 'office.nav.jobs', icon: ListRestart, group: 'system', roles: ['admin'] },
  { to: '/admin/audit', label: 'office.nav.audit', icon: History, group: 'system', roles: ['catalog', 'stock', 'marketing', 'support', 'finance', 'editor', 'moderator', 'admin'] },
];

/** The sections an operator holding `roles` may open, in nav order. */
export const sectionsFor = (roles: readonly OperatorRole[]) => OFFICE_SECTIONS.filter((s) => s.roles.some((r) => roleAllows(roles, r)));

/** The section a path belongs to: the one whose address is the longest prefix of it (a record's page, a sub-page). */
export function sectionOf(sections: readonly OfficeSection[], pathname: string): OfficeSection | undefined {
  return sections.filter((s) => pathname === s.to || pathname.startsWith(`${s.to}/`)).sort((a, b) => b.to.length - a.to.length)[0];
}
