/**
 * The back office's home (issue 18 part 9, decision 038): GET /v1/admin/dashboard. Any operator may call it; each
 * figure is there only for the roles that own its list (an operator without them gets no key at all), so the page
 * shows a card only when its link would open.
 */
import { z } from 'zod';
import type { OperatorRole } from '../codes/operator-roles.ts';
import { int } from './envelope.ts';

/** India time: the days and weeks of the dashboard (a week starts on Monday). */
export const DASHBOARD_TIME_ZONE = 'Asia/Kolkata';
/** Days in the charts' series, today included. */
export const DASHBOARD_SERIES_DAYS = 30;

/** Who sees each figure (admin sees all): the roles that open the list it links to. */
export const DASHBOARD_FIGURE_ROLES = {
  orders: ['support', 'stock'],
  revenue: ['finance'],
  refunds: ['finance'],
  signUps: ['support'],
  verificationsWaiting: ['support'],
  lowStock: ['stock'],
  failedJobs: ['admin'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type DashboardFigure = keyof typeof DASHBOARD_FIGURE_ROLES;

const period = z.object({ today: int, week: int });

export const dashboardDay = z.object({
  /** YYYY-MM-DD in India time. */
  day: z.string(),
  orders: int.optional(),
  revenuePaise: int.optional(),
  signUps: int.optional(),
});
export type DashboardDay = z.output<typeof dashboardDay>;

export const dashboardView = z.object({
  /** Today and the Monday that starts this week, YYYY-MM-DD in India time. */
  today: z.string(),
  weekStart: z.string(),
  /** Orders placed (online orders once paid; never those left unpaid). */
  orders: period.optional(),
  /** Sum of the totals of orders placed and not cancelled, paise. */
  revenuePaise: period.optional(),
  /** Refunds processed (money sent back), paise. */
  refundsPaise: period.optional(),
  /** New customer accounts. */
  signUps: period.optional(),
  /** Practitioner verifications waiting for review, now. */
  verificationsWaiting: int.optional(),
  /** Packs × warehouses at or below LOW_STOCK_UNITS, now. */
  lowStock: int.optional(),
  /** Background jobs that failed and wait for a retry, now. */
  failedJobs: int.optional(),
  /** The last DASHBOARD_SERIES_DAYS days, oldest first, with the series the caller may see. */
  series: z.array(dashboardDay),
});
export type DashboardView = z.output<typeof dashboardView>;

export const DASHBOARD_ROUTES = {
  'GET /v1/admin/dashboard': dashboardView,
} as const;
