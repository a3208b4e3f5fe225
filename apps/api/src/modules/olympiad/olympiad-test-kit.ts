/** Test helpers for the olympiad: an edition scheduled through the back office's calls, and registered players. */
import type { TestApp } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';
import { call, makeDoctor, type Actor } from '../care/care-test-kit.ts';

export interface Edition {
  id: number;
  /** Question ids by day (1-based day index - 1). */
  questions: number[][];
  correct: Map<number, number[]>;
}

/**
 * An edition from `start` to `end` (India dates, 9 AM to 9 PM), one day per date in `days` (9 AM to 9 PM) with
 * `perDay` single-choice questions each (option 1 right) and a multiple-choice one when `multiple`.
 */
export async function scheduleEdition(t: TestApp, editorMobile: string, opts: { start: string; end: string; days: string[]; perDay: number }): Promise<Edition> {
  const editor = await makeDoctor(t, editorMobile, { fullName: 'Olympiad Editor' });
  await makeOperator(t.db.database.db, editor.id, ['editor']);
  const made = await call(t, editor, 'POST', '/api/v1/admin/olympiads', { title: 'Test Olympiad', description: 'Questions on Ayurveda.', startDate: opts.start, startTime: '09:00', endDate: opts.end, endTime: '21:00' });
  if (made.status !== 201) throw new Error(made.raw.body);
  const id = made.body.entity.id as number;
  const questions: number[][] = [];
  const correct = new Map<number, number[]>();
  for (const date of opts.days) {
    const day = await call(t, editor, 'POST', `/api/v1/admin/olympiads/${id}/days`, { date, opensAt: '09:00', closesAt: '21:00' });
    if (day.status !== 201) throw new Error(day.raw.body);
    const dayId = day.body.entity.days.at(-1).id as number;
    for (let i = 0; i < opts.perDay; i++) {
      const q = await call(t, editor, 'POST', `/api/v1/admin/olympiad-days/${dayId}/questions`, {
        prompt: `Which option is right in question ${i + 1} of ${date}?`,
        options: ['First', 'Second', 'Third', 'Fourth'],
        correct: [1],
        explanation: `The second option, explained for ${date}.`,
        reference: 'Charaka Samhita, Sutrasthana 1',
      });
      if (q.status !== 201) throw new Error(q.raw.body);
    }
  }
  const full = await call(t, editor, 'GET', `/api/v1/admin/olympiads/${id}`);
  for (const d of full.body.entity.days) {
    questions.push(d.questions.map((q: { id: number }) => q.id));
    for (const q of d.questions) correct.set(q.id, q.correct);
  }
  return { id, questions, correct };
}

/** A verified doctor registered for the edition (logged in, so no OTP: the account's mobile). */
export async function registeredDoctor(t: TestApp, editionId: number, mobile: string, fullName: string): Promise<Actor> {
  const doctor = await makeDoctor(t, mobile, { fullName });
  const res = await call(t, doctor, 'POST', `/api/v1/olympiads/${editionId}/register`, { fullName });
  if (res.status !== 201) throw new Error(res.raw.body);
  return doctor;
}
