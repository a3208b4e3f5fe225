/**
 * Free slots (issue 8, part 4), a pure function: the doctor's weekly timings on an India date, cut into slots of the
 * timing's length, minus days off, minus breaks, minus live bookings (in any mode: a doctor is in one place at a
 * time), minus what is too soon to book.
 */
import { istInstant, weekdayOf } from '@nirog/shared/care';
import type { SlotView } from '@nirog/shared/schemas/care';

export interface TimingRow {
  mode: number;
  clinicId: number | null;
  weekday: number;
  startMin: number;
  endMin: number;
  slotMinutes: number;
}

export interface BreakRow {
  weekday: number | null;
  startMin: number;
  endMin: number;
}

/** A free slot as the API answers it (shared schema, decision 018). */
export type Slot = SlotView;

export interface SlotInput {
  date: string;
  timings: TimingRow[];
  breaks: BreakRow[];
  daysOff: Set<string>;
  /** Live bookings of the doctor (any mode). */
  busy: Array<{ startsAt: Date; endsAt: Date }>;
  mode?: 0 | 1;
  clinicId?: number;
  /** Slots must start after this instant. */
  notBefore: Date;
}

/** A patient may book a slot starting at least this many minutes from now. */
export const BOOKING_MIN_NOTICE_MINUTES = 15;

const overlaps = (a0: number, a1: number, b0: number, b1: number) => a0 < b1 && b0 < a1;

export function freeSlots(input: SlotInput): Slot[] {
  if (input.daysOff.has(input.date)) return [];
  const weekday = weekdayOf(input.date);
  const breaks = input.breaks.filter((b) => b.weekday === null || b.weekday === weekday);
  const out: Slot[] = [];
  for (const tm of input.timings) {
    if (tm.weekday !== weekday) continue;
    if (input.mode !== undefined && tm.mode !== input.mode) continue;
    if (input.clinicId !== undefined && tm.clinicId !== input.clinicId) continue;
    for (let s = tm.startMin; s + tm.slotMinutes <= tm.endMin; s += tm.slotMinutes) {
      const e = s + tm.slotMinutes;
      if (breaks.some((b) => overlaps(s, e, b.startMin, b.endMin))) continue;
      const startsAt = istInstant(input.date, s);
      const endsAt = istInstant(input.date, e);
      if (startsAt.getTime() < input.notBefore.getTime()) continue;
      if (input.busy.some((b) => overlaps(startsAt.getTime(), endsAt.getTime(), b.startsAt.getTime(), b.endsAt.getTime()))) continue;
      out.push({ startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), mode: tm.mode as 0 | 1, clinicId: tm.clinicId, startMin: s, endMin: e });
    }
  }
  return out.sort((a, b) => a.startMin - b.startMin || a.mode - b.mode);
}
