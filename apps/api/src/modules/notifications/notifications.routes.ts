/** `/v1/notification` (spec section 7; issue 21 part 1, decision 054): the inbox, the bell's count, preferences, web push. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { t } from '@nirog/shared/messages/catalogue';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { notificationListQuery, preferencesBody, pushSubscriptionBody, pushUnsubscribeBody } from '@nirog/shared/schemas/notifications';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { PUBLIC_ROUTE, requireUser } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import type { NotificationService } from './notifications.service.ts';

const tags = ['Notifications'];

export async function notificationRoutes(app: FastifyInstance, { inbox, pushPublicKey }: { inbox: NotificationService; pushPublicKey: string | null }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/v1/notification', {
    schema: { response: responsesOf('GET /v1/notification'), tags, summary: "The signed-in user's notifications, newest first: optionally one module's (1-14) or only the unread; with the unread count.", querystring: notificationListQuery },
  }, async (request) => ok(await inbox.list(requireUser(request).user.id, request.query)));

  r.get('/v1/notification/unread-count', { schema: { response: responsesOf('GET /v1/notification/unread-count'), tags, summary: 'How many notifications are unread (the bell).' } }, async (request) =>
    ok({ unread: await inbox.unreadCount(requireUser(request).user.id) }),
  );

  r.post('/v1/notification/read-all', { schema: { response: responsesOf('POST /v1/notification/read-all'), tags, summary: 'Mark every unread notification read.' } }, async (request) =>
    ok(await inbox.markAllRead(requireUser(request).user.id), t('notify.toast.allRead')),
  );

  r.post('/v1/notification/:id/read', { schema: { response: responsesOf('POST /v1/notification/:id/read'), tags, summary: 'Mark one notification read (another user\'s is 404).', params: z.object({ id: entityIdParam }) } }, async (request) =>
    ok(await inbox.markRead(requireUser(request).user.id, request.params.id), t('notify.toast.read')),
  );

  r.get('/v1/notification/preferences', { schema: { response: responsesOf('GET /v1/notification/preferences'), tags, summary: 'Per module, which channels are on (in-app, SMS, email, web push), and which channels can reach the user.' } }, async (request) =>
    ok(await inbox.preferences(requireUser(request).user.id)),
  );

  r.put('/v1/notification/preferences', { schema: { response: responsesOf('PUT /v1/notification/preferences'), tags, summary: 'Switch channels on or off per module; cells not named keep their value.', body: preferencesBody } }, async (request) =>
    ok(await inbox.setPreferences(requireUser(request).user.id, request.body), t('notify.toast.preferencesSaved')),
  );

  r.get('/pub/v1/notification/push-key', { config: PUBLIC_ROUTE, schema: { response: responsesOf('GET /pub/v1/notification/push-key'), tags, summary: 'The VAPID public key a browser subscribes to web push with (404 when web push is off).' } }, async () => {
    if (!pushPublicKey) throw AppError.of('not_found', 'notify.error.pushOff');
    return ok({ publicKey: pushPublicKey });
  });

  r.post('/v1/notification/push-subscriptions', { schema: { response: responsesOf('POST /v1/notification/push-subscriptions'), tags, summary: "Keep this browser's push subscription (PushSubscription.toJSON()).", body: pushSubscriptionBody } }, async (request, reply) => {
    if (!pushPublicKey) throw AppError.of('not_found', 'notify.error.pushOff');
    await inbox.subscribePush(requireUser(request).user.id, request.body);
    reply.status(201);
    return ok(null, t('notify.toast.pushOn'));
  });

  r.delete('/v1/notification/push-subscriptions', { schema: { response: responsesOf('DELETE /v1/notification/push-subscriptions'), tags, summary: "Forget this browser's push subscription.", body: pushUnsubscribeBody } }, async (request) => {
    await inbox.unsubscribePush(requireUser(request).user.id, request.body.endpoint);
    return ok(null, t('notify.toast.pushOff'));
  });
}
