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
import { directoryRoutes } from './directory.routes.ts';
import { createDirectoryService } from './directory.service.ts';
import { scheduleRoutes } from './schedule.routes.ts';
import { appointmentRoutes } from './appointments.routes.ts';
import { createAppointmentService } from './appointments.service.ts';
import { createScheduleService } from './schedule.service.ts';
import { createPrescriptionSource } from './prescriptions-for-orders.ts';

export interface CareDeps {
  db: Db;
  uploads: UploadService;
  sms: Providers['sms'];
  otp: OtpService;
  cart: CartService;
  catalog: CatalogService;
  orders: OrderService;
  /** Cancelling an appointment paid online cancels (and refunds) its order. */
  afterOrder: AfterOrderService;
  /** False with PAYMENTS=off: bookings are paid at the visit. */
  onlinePayments?: boolean;
  now?: () => Date;
  /** Send appointment reminders every few minutes (off in tests). */
  reminders?: boolean;
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
    sms: deps.sms,
    orders: deps.orders,
    cancelOrder: (orderId, actorId, reason) => deps.afterOrder.cancelForService(orderId, actorId, reason),
    log: app.log,
    onlinePayments: deps.onlinePayments,
    now: deps.now,
  });
  await app.register(appointmentRoutes, { db: deps.db, appointments });
  // A consultation's prescription is enough to order the prescription-only medicines it names.
  deps.orders.usePrescriptionSource(createPrescriptionSource(deps.db));
  // Reminders before each appointment (tests drive sendReminders themselves with their clock).
  if (deps.reminders) {
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void appointments.sendReminders(120, app.log).catch((err) => app.log.error({ err }, 'appointment reminders failed')), 5 * 60_000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  }
}
