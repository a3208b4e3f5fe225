/**
 * The back office's home (issue 18 part 9, decision 038): today's and this week's figures and a 30-day series, each
 * only for the roles that own it (DASHBOARD_FIGURE_ROLES); a figure the caller may not see is not even queried.
 *
 * Days and weeks are India time (Asia/Kolkata, no daylight saving: a fixed +05:30), a week starts on Monday. One query
 * per table: the orders, sign-ups and refunds of the last 30 days grouped by day (today and this week are sums of
 * those days, so the cards and the charts can never disagree), then one count per backlog (verifications, low stock,
 * failed jobs).
 *
 * What counts (decision 038):
 * - an order is counted once placed: every status but `pending_payment`, and not an online order cancelled because it
 *   was never paid (`cancelled` with payment `pending`/`failed`); its day is the day it was created;
 * - revenue is the sum of `total_paise` of those orders that are not `cancelled` (returned and refunded ones stay in:
 *   their money going back is the refunds figure);
 * - refunds are refunds `processed` (money sent back, to the bank or nirog money), on the day they were processed;
 * - a sign-up is a new account of a customer (`users.role = 'user'`), whatever became of it since.
 */
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { LOW_STOCK_UNITS } from '@nirog/shared/catalog';
import { roleAllows, type OperatorRole } from '@nirog/shared/codes/operator-roles';
import { DASHBOARD_FIGURE_ROLES, DASHBOARD_SERIES_DAYS, type DashboardFigure, type DashboardView } from '@nirog/shared/schemas/dashboard';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../jobs/jobs.tables.ts';
import { inventory, packages, products } from '../catalog/catalog.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { warehouses } from '../location/location.tables.ts';
import { orders, refunds } from '../orders/orders.tables.ts';
import { doctorProfiles } from '../profile/profile.tables.ts';

const DAY_MS = 86_400_000;
/** India Standard Time is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** The YYYY-MM-DD India date of an instant. */
export const indiaDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The instants that bound the dashboard's periods for `now`. */
export function periodsOf(now: Date) {
  const todayStart = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  const weekday = new Date(todayStart + IST_OFFSET_MS).getUTCDay(); // 0 = Sunday
  const weekStart = todayStart - ((weekday + 6) % 7) * DAY_MS;
  const seriesStart = todayStart - (DASHBOARD_SERIES_DAYS - 1) * DAY_MS;
  const days = Array.from({ length: DASHBOARD_SERIES_DAYS }, (_, i) => indiaDay(new Date(seriesStart + i * DAY_MS)));
  return {
    today: indiaDay(new Date(todayStart)),
    weekStart: indiaDay(new Date(weekStart)),
    /** From the first day of the series (always before the week's Monday) to the end of today. */
    from: new Date(seriesStart),
    until: new Date(todayStart + DAY_MS),
    days,
  };
}

const dayOf = (column: typeof orders.createdAt | typeof users.createdAt | typeof refunds.processedAt) =>
  sql<string>`to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** Placed orders: not waiting for payment, and not an online order cancelled because it was never paid. */
const placed = sql`${orders.status} <> 'pending_payment' AND NOT (${orders.status} = 'cancelled' AND ${orders.paymentStatus} IN ('pending', 'failed'))`;

export interface DashboardDeps {
  db: Db;
  now?: () => Date;
}

export function createDashboardService({ db, now = () => new Date() }: DashboardDeps) {
  async function ordersByDay(from: Date, until: Date) {
    const day = dayOf(orders.createdAt);
    return db
      .select({ day, orders: sql<number>`count(*)::int`, revenue: sql<string>`coalesce(sum(${orders.totalPaise}) FILTER (WHERE ${orders.status} <> 'cancelled'), 0)::bigint` })
      .from(orders)
      .where(and(gte(orders.createdAt, from), lt(orders.createdAt, until), placed))
      .groupBy(day);
  }

  async function signUpsByDay(from: Date, until: Date) {
    const day = dayOf(users.createdAt);
    return db
      .select({ day, n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(gte(users.createdAt, from), lt(users.createdAt, until), eq(users.role, 'user')))
      .groupBy(day);
  }

  async function refundsByDay(from: Date, until: Date) {
    const day = dayOf(refunds.processedAt);
    return db
      .select({ day, paise: sql<string>`sum(${refunds.amountPaise})::bigint` })
      .from(refunds)
      .where(and(eq(refunds.status, 'processed'), gte(refunds.processedAt, from), lt(refunds.processedAt, until)))
      .groupBy(day);
  }

  async function verificationsWaiting() {
    const [r] = await db
      .select({ n: count() })
      .from(doctorProfiles)
      .innerJoin(users, eq(users.id, doctorProfiles.userId))
      .where(and(eq(doctorProfiles.isVerified, 2), eq(users.status, 1)));
    return r.n;
  }

  /** Packs on sale × open warehouses holding at most LOW_STOCK_UNITS. */
  async function lowStock() {
    const [r] = await db
      .select({ n: count() })
      .from(inventory)
      .innerJoin(packages, eq(packages.id, inventory.packageId))
      .innerJoin(products, eq(products.id, packages.productId))
      .innerJoin(warehouses, eq(warehouses.id, inventory.warehouseId))
      .where(and(sql`${inventory.quantity} <= ${LOW_STOCK_UNITS}`, eq(packages.active, true), eq(products.active, true), eq(warehouses.active, true)));
    return r.n;
  }

  async function failedJobs() {
    const [r] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'failed'));
    return r.n;
  }

  /** GET /v1/admin/dashboard for an operator holding `roles`. */
  async function dashboard(roles: readonly OperatorRole[]): Promise<DashboardView> {
    const sees = (figure: DashboardFigure) => DASHBOARD_FIGURE_ROLES[figure].some((r) => roleAllows(roles, r));
    const p = periodsOf(now());
    const [orderDays, signUpDays, refundDays, waiting, low, failed] = await Promise.all([
      sees('orders') || sees('revenue') ? ordersByDay(p.from, p.until) : null,
      sees('signUps') ? signUpsByDay(p.from, p.until) : null,
      sees('refunds') ? refundsByDay(p.from, p.until) : null,
      sees('verificationsWaiting') ? verificationsWaiting() : undefined,
      sees('lowStock') ? lowStock() : undefined,
      sees('failedJobs') ? failedJobs() : undefined,
    ]);

    const byDay = <R extends { day: string }>(rows: R[] | null, value: (r: R) => number) => {
      if (!rows) return null;
      const m = new Map(rows.map((r) => [r.day, value(r)]));
      return (day: string) => m.get(day) ?? 0;
    };
    const period = (of: ((day: string) => number) | null) =>
      of ? { today: of(p.today), week: p.days.filter((d) => d >= p.weekStart).reduce((s, d) => s + of(d), 0) } : undefined;

    const orderCount = sees('orders') ? byDay(orderDays, (r) => r.orders) : null;
    const revenue = sees('revenue') ? byDay(orderDays, (r) => Number(r.revenue)) : null;
    const signUps = byDay(signUpDays, (r) => r.n);
    const refunded = byDay(refundDays, (r) => Number(r.paise));

    return {
      today: p.today,
      weekStart: p.weekStart,
      orders: period(orderCount),
      revenuePaise: period(revenue),
      refundsPaise: period(refunded),
      signUps: period(signUps),
      verificationsWaiting: waiting,
      lowStock: low,
      failedJobs: failed,
      series: p.days.map((day) => ({
        day,
        ...(orderCount && { orders: orderCount(day) }),
        ...(revenue && { revenuePaise: revenue(day) }),
        ...(signUps && { signUps: signUps(day) }),
      })),
    };
  }

  return { dashboard };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
