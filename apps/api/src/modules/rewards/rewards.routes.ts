/** Referral and reward points (decision 057): the session user's code, history and points; operators' settings. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { entityIdParam, PG_INT_MAX } from '@nirog/shared/schemas/fields';
import { PAGING } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { redeemPointsBody, rewardSettingsBody } from '@nirog/shared/schemas/rewards';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import type { Db } from '../../db/client.ts';
import type { PointsService } from './points.service.ts';
import type { ReferralService } from './referral.service.ts';
import { readRewardSettings, writeRewardSettings } from './reward-settings.ts';

const tags = ['Referral and rewards'];
const pageQuery = z.object({
  skip: z.coerce.number().int().min(0).max(PG_INT_MAX).default(0),
  limit: z.coerce.number().int().min(1).default(PAGING.defaultLimit).transform((v) => Math.min(v, PAGING.maxLimit)),
});

export async function rewardsRoutes(app: FastifyInstance, deps: { db: Db; referral: ReferralService; points: PointsService; now?: () => Date }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const now = deps.now ?? (() => new Date());

  r.get('/v1/referral', {
    schema: { response: responsesOf('GET /v1/referral'), tags, summary: 'My referral code and link, the rewards in force, and the people who signed up with it (newest first, skip/limit).', querystring: pageQuery },
  }, async (request) => ok(await deps.referral.summary(requireUser(request).user.id, request.query)));

  r.get('/v1/rewards/points', {
    schema: { response: responsesOf('GET /v1/rewards/points'), tags, summary: 'My reward points (trade buyers earn them): balance, earning and redeeming rules, history (skip/limit).', querystring: pageQuery },
  }, async (request) => ok(await deps.points.summary(requireUser(request).user, request.query)));

  r.post('/v1/rewards/points/redeem', {
    schema: { response: responsesOf('POST /v1/rewards/points/redeem'), tags, summary: 'Turn reward points into nirog money at the operator’s rate (at least the minimum, at most the balance). The same idempotencyKey redeems once.', body: redeemPointsBody },
  }, async (request, reply) => {
    const res = await deps.points.redeem(requireUser(request).user, request.body.points, request.body.idempotencyKey);
    reply.status(res.created ? 201 : 200);
    return ok(res, t('rewards.points.redeemed', { points: res.points }));
  });

  r.get('/v1/admin/rewards/settings', { schema: { response: responsesOf('GET /v1/admin/rewards/settings'), tags, summary: 'Operators: referral rewards and reward points settings.' } }, async (request) => {
    requireRole(request, 'marketing');
    return ok(await readRewardSettings(deps.db));
  });

  r.put('/v1/admin/rewards/settings', {
    schema: { response: responsesOf('PUT /v1/admin/rewards/settings'), tags, summary: 'Operators: set the referral rewards (paise each side), points earned per user type (paise of taxable value per point; 0 none), a point’s value and the minimum redemption.', body: rewardSettingsBody },
  }, async (request) => {
    const { user } = requireRole(request, 'marketing');
    return ok(await writeRewardSettings(deps.db, user.id, request.body, now()), t('rewards.settings.saved'));
  });

  r.get('/v1/admin/rewards/points/:userId', {
    schema: { response: responsesOf('GET /v1/admin/rewards/points/:userId'), tags, summary: "Operators: a user's reward points balance and history.", params: z.object({ userId: entityIdParam }), querystring: pageQuery },
  }, async (request) => {
    requireRole(request, 'support');
    const { userId } = request.params;
    return ok({ userId, balance: await deps.points.balance(userId), history: await deps.points.history(userId, request.query) });
  });
}
