/** Every care call (issue 8) in one plugin: directory, schedule and slots, appointments, requests, patients, consultations. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Providers } from '../../providers/providers.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import type { OtpService } from '../identity/otp.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { OrderService } from '../orders/orders.service.ts';
import type { AfterOrderService } from '../orders/after-order.service.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { directoryRoutes } from './directory.routes.ts';
import { createDirectoryService } from './directory.service.ts';
import { scheduleRoutes } from './schedule.routes.ts';
import { appointmentRoutes } from './appointments.routes.ts';
import { createAppointmentService, type ConsultationEarnings } from './appointments.service.ts';
import { createScheduleService } from './schedule.service.ts';
import { createPrescriptionSource } from './prescriptions-for-orders.ts';
import type { Notifier } from '../notifications/notify.ts';

export interface CareDeps {
  db: Db;
  uploads: UploadService;
  sms: Providers['sms'];
  /** Appointment messages go through notifications (decision 054). */
  notifier: Pick<Notifier, 'notify' | 'notifyAndSend'>;
  otp: OtpService;
  cart: CartService;
  catalog: CatalogService;
  orders: OrderService;
  /** Cancelling an appointment paid online cancels (and refunds) its order. */
  afterOrder: AfterOrderService;
  /** PUBLIC_URL: the origin of links written into calendar files (else the request's). */
  publicUrl?: string | null;
  /** False with PAYMENTS=off: bookings are paid at the visit. */
  onlinePayments?: boolean;
  now?: () => Date;
  /** Reminders go out through the job queue (once, whatever the number of processes). */
  jobs: JobQueue;
  /** Consultation fees paid online enter the doctor's earnings ledger (decision 072). */
  consultationEarnings?: ConsultationEarnings;
}

export async function careRoutes(app: FastifyInstance, deps: CareDeps) {
  const directory = createDirectoryService({ db: deps.db, uploads: deps.uploads });
  await app.register(directoryRoutes, { directory });
  const schedule = createScheduleService({ db: deps.db, directory, now: deps.now });
  await app.register(scheduleRoutes, { schedule });
  const appointments = createAppointmentService({
    db: deps.db,
    directory,
    schedule,
    notifier: deps.notifier,
    orders: deps.orders,
    cancelOrder: (orderId, actorId, reason) => deps.afterOrder.cancelForService(orderId, actorId, reason),
    log: app.log,
    onlinePayments: deps.onlinePayments,
    earnings: deps.consultationEarnings,
    now: deps.now,
  });
  await app.register(appointmentRoutes, { db: deps.db, appointments, publicUrl: deps.publicUrl ?? null, now: deps.now });
  // A consultation's prescription is enough to order the prescription-only medicines it names.
  deps.orders.usePrescriptionSource(createPrescriptionSource(deps.db));
  // Reminders before each appointment: every 5 minutes one process finds those due within 2 hours and enqueues one
  // job per appointment and start time (its key), which sends the SMS and marks it sent (decision 021).
  deps.jobs.define<{ appointmentId: number }>('care.appointment-reminder', {
    maxAttempts: 5,
    backoffMs: 30_000,
    run: async ({ appointmentId }) => {
      await appointments.sendReminder(appointmentId, app.log);
    },
  });
  deps.jobs.define('care.reminders', {
    everyMs: 5 * 60_000,
    run: async () => {
      for (const a of await appointments.dueReminders(120)) {
        await deps.jobs.enqueue('care.appointment-reminder', { appointmentId: a.id }, { key: `appointment-reminder:${a.id}:${a.startsAt.toISOString()}` });
      }
    },
  });
}
