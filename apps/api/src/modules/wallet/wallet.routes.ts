/** Nirog money: the session user's wallet (no user id in the path: nobody reads another's) and operators' adjustments. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { entityIdParam, PG_INT_MAX } from '@nirog/shared/schemas/fields';
import { PAGING } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { nirogMoneyLimitFor, nirogMoneyRuleFor } from '@nirog/shared/nirog-money';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import type { WalletService } from './wallet.service.ts';

const tags = ['Nirog money'];

const historyQuery = z.object({
  skip: z.coerce.number().int().min(0).max(PG_INT_MAX).default(0),
  limit: z.coerce.number().int().min(1).default(PAGING.defaultLimit).transform((v) => Math.min(v, PAGING.maxLimit)),
});

export async function walletRoutes(app: FastifyInstance, { wallet, now = () => new Date() }: { wallet: WalletService; now?: () => Date }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  const summary = async (request: FastifyRequest & { query: z.infer<typeof historyQuery> }) => {
    const { user } = requireUser(request);
    // Credits that lapsed since the last run are expired before the balance is shown.
    await wallet.expireDue(now(), user.id);
    const [balancePaise, history] = await Promise.all([wallet.balance(user.id), wallet.history(user.id, request.query)]);
    const rule = nirogMoneyRuleFor(user.userType);
    return ok({
      balancePaise,
      nirogMoneyLimit: { percent: rule.percent, capPaise: nirogMoneyLimitFor(user.userType) },
      history: { ...history, skip: request.query.skip, limit: request.query.limit },
    });
  };

  const schema = { tags, summary: "The session user's nirog money: balance, the per-order limit and the history (skip, limit ≤ 100).", querystring: historyQuery };
  r.get('/v1/nirogmoney', { schema: { ...schema, response: responsesOf('GET /v1/nirogmoney') } }, summary);
  r.get('/nirogmoney', { schema: { ...schema, response: responsesOf('GET /nirogmoney'), hide: true } }, summary);

  r.post('/v1/admin/nirogmoney/:userId/adjust', {
    schema: { response: responsesOf('POST /v1/admin/nirogmoney/:userId/adjust'),
      tags,
      summary: "Operators: credit (positive) or debit (negative) a user's nirog money, with a reason; recorded with the operator.",
      params: z.object({ userId: entityIdParam }),
      body: z.strictObject({ amountPaise: z.number().int().min(-PG_INT_MAX).max(PG_INT_MAX), description: z.string().trim().min(3).max(200), idempotencyKey: z.string().max(100).optional() }),
    },
  }, async (request, reply) => {
    const { user } = requireRole(request, 'finance');
    const { amountPaise, description, idempotencyKey } = request.body;
    if (amountPaise === 0) throw AppError.field('amountPaise', t('wallet.adjustZero'));
    const opts = {
      kind: 'adjustment' as const,
      description,
      createdBy: user.id,
      reference: `operator:${user.id}`,
      idempotencyKey: idempotencyKey ? `adjust:${request.params.userId}:${idempotencyKey}` : null,
    };
    const { userId } = request.params;
    const res = amountPaise > 0 ? await wallet.credit(userId, amountPaise, opts) : await wallet.debit(userId, -amountPaise, opts);
    reply.status(res.created ? 201 : 200);
    return ok({ transactionId: res.transaction.id, created: res.created, balancePaise: res.balancePaise }, t('wallet.adjusted'));
  });
}
