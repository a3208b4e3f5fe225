/**
 * The care desk calls (issue 8, parts 6-8) in one plugin: appointment requests and leads, the doctor's desk
 * (appointments, calendar, clinic, patients, notes, medical records) and consultations (video signalling,
 * notes, prescriptions).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Providers } from '../../providers/providers.ts';
import type { OtpService } from '../identity/otp.service.ts';
import type { Notifier } from '../notifications/notify.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { consultationRoutes } from './consultation.routes.ts';
import { createConsultationService, type IceServer } from './consultation.service.ts';
import { createSignalHub, iceServersFromEnv, type HubEvent } from './consultation-signal.ts';
import type { PubSub } from '../../db/pubsub.ts';
import { deskRoutes } from './desk.routes.ts';
import { createDeskService } from './desk.service.ts';
import { patientsRoutes } from './patients.routes.ts';
import { createPatientsService } from './patients.service.ts';
import { requestsRoutes } from './requests.routes.ts';
import { createRequestsService } from './requests.service.ts';

export interface CareDeskDeps {
  db: Db;
  otp: OtpService;
  sms: Providers['sms'];
  notifier: Pick<Notifier, 'notify'>;
  uploads: UploadService;
  /** The public origin, accepted as same-site Origin for the consultation WebSocket. */
  publicUrl?: string | null;
  /** STUN/TURN servers for the video room; by default from ICE_SERVERS, TURN_USERNAME, TURN_CREDENTIAL (none). */
  iceServers?: IceServer[];
  /** Relays the consultation rooms between processes (decision 022). */
  signalBus?: PubSub<HubEvent>;
  now?: () => Date;
}

export async function careDeskRoutes(app: FastifyInstance, deps: CareDeskDeps) {
  const now = deps.now ?? (() => new Date());
  const requests = createRequestsService({ db: deps.db, otp: deps.otp, sms: deps.sms, notifier: deps.notifier, now });
  await app.register(requestsRoutes, { db: deps.db, requests });
  const desk = createDeskService({ db: deps.db, uploads: deps.uploads, now });
  await app.register(deskRoutes, { db: deps.db, desk });
  const patients = createPatientsService({ db: deps.db, uploads: deps.uploads, now });
  await app.register(patientsRoutes, { db: deps.db, patients });
  const consultations = createConsultationService({ db: deps.db, hub: createSignalHub({ bus: deps.signalBus }), iceServers: deps.iceServers ?? iceServersFromEnv(process.env), now });
  await app.register(consultationRoutes, { consultations, publicUrl: deps.publicUrl ?? null });
}
