import { Wallet } from 'lucide-react';
import { Link, useActionData, useLoaderData } from 'react-router';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { walletSummary } from '../../features/wallet/wallet.server.ts';
import { PointsCard } from '../../features/rewards/points-card.tsx';
import { redeemPointsAction } from '../../features/rewards/points-action.server.ts';
import { formatDate, formatDateTime, formatRupees } from '../../lib/format.ts';
import type { Route } from './+types/nirog-money';

const PAGE_SIZE = 10;

export const meta: Route.MetaFunction = () => pageMeta(t('wallet.page.title'));

/** The session user's nirog money; the page number lives in the URL (?page=2). The protected layout checks the session. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const requested = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const [res, points] = await Promise.all([walletSummary(context.api, { skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }), context.api.get('/v1/rewards/points?limit=20')]);
  // Reward points are a trade buyer's (decision 057); a patient's page shows none.
  const pointsView = points.ok && points.entity.eligible ? points.entity : null;
  // The redeem form's key: the same form sent twice redeems once.
  const formKey = crypto.randomUUID();
  if (!res.ok) return { page, summary: null, points: pointsView, formKey };
  return { page, summary: res.entity, points: pointsView, formKey };
}

export function action({ context, request }: Route.ActionArgs) {
  return redeemPointsAction(context.api, request);
}

export default function NirogMoney() {
  const { page, summary, points, formKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Container className="py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('wallet.page.title')}</h1>
      {!summary ? (
        <Alert tone="error" className="mt-6">
          {t('wallet.page.loadFailed')}{' '}
          <Link to={`/nirogmoney?page=${page}`} className="font-medium underline">
            {t('errorModal.retry')}
          </Link>
        </Alert>
      ) : (
        <WalletView page={page} summary={summary} />
      )}
      {points && <PointsCard points={points} result={result} formKey={formKey} />}
      <p className="mt-8">
        <Link to="/referral" className="font-medium text-brand-700 underline underline-offset-2">
          {t('rewardsUi.referral.walletLink')}
        </Link>
      </p>
    </Container>
  );
}

function WalletView({ page, summary }: { page: number; summary: NonNullable<Awaited<ReturnType<typeof loader>>['summary']> }) {
  const { balancePaise, nirogMoneyLimit, history } = summary;
  const pages = Math.max(1, Math.ceil(history.total / PAGE_SIZE));
  return (
    <>
      <div className="mt-6 grid gap-4 lg:grid-cols-[1fr_2fr]">
        <Card>
          <p className="flex items-center gap-2 text-sm text-muted">
            <Wallet size={18} aria-hidden /> {t('wallet.page.balance')}
          </p>
          <p className="mt-2 text-3xl font-bold text-brand-900" data-testid="wallet-balance">
            {formatRupees(balancePaise)}
          </p>
        </Card>
        <Card>
          <h2 className="text-lg font-semibold">{t('wallet.page.howTitle')}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-[15px]">
            <li>{t('wallet.page.howEarn')}</li>
            <li>{t('wallet.page.howLimit', { percent: nirogMoneyLimit.percent, cap: formatRupees(nirogMoneyLimit.capPaise) })}</li>
            <li>{t('wallet.page.howExpiry')}</li>
            <li>{t('spec.kottakalNoNirogMoney')}</li>
          </ul>
        </Card>
      </div>

      <h2 className="mt-8 text-xl font-semibold">{t('wallet.page.historyTitle')}</h2>
      {history.items.length === 0 ? (
        <p className="mt-3 text-muted">{t('wallet.page.empty')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-xl border border-line bg-white">
          <table className="w-full text-left text-[15px]">
            <thead className="bg-brand-50 text-sm text-muted">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">{t('wallet.page.date')}</th>
                <th scope="col" className="px-4 py-2 font-medium">{t('wallet.page.details')}</th>
                <th scope="col" className="px-4 py-2 text-right font-medium">{t('wallet.page.amount')}</th>
                <th scope="col" className="px-4 py-2 text-right font-medium">{t('wallet.page.balanceAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {history.items.map((item) => (
                <tr key={item.id} className="border-t border-line">
                  <td className="whitespace-nowrap px-4 py-3 align-top">{formatDateTime(item.createdAt)}</td>
                  <td className="px-4 py-3 align-top">
                    <span className="block font-medium">{t(`wallet.kind.${item.kind}` as MessageKey)}</span>
                    {item.description !== t(`wallet.kind.${item.kind}` as MessageKey) && <span className="block text-sm text-muted">{item.description}</span>}
                    {item.expiresAt && item.amountPaise > 0 && <span className="block text-sm text-muted">{t('wallet.page.validUntil', { date: formatDate(item.expiresAt) })}</span>}
                  </td>
                  <td className={cn('whitespace-nowrap px-4 py-3 text-right align-top font-medium', item.amountPaise > 0 ? 'text-brand-700' : 'text-danger')}>
                    {item.amountPaise > 0 ? '+' : '−'}
                    {formatRupees(Math.abs(item.amountPaise))}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-right align-top">{formatRupees(item.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pages > 1 && (
        <nav className="mt-4 flex items-center justify-between gap-3" aria-label={t('wallet.page.historyTitle')}>
          {page > 1 ? (
            <Link to={`/nirogmoney?page=${page - 1}`} className={buttonClass('secondary', 'sm')}>
              {t('wallet.page.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">{t('wallet.page.pageOf', { page, pages })}</span>
          {page < pages ? (
            <Link to={`/nirogmoney?page=${page + 1}`} className={buttonClass('secondary', 'sm')}>
              {t('wallet.page.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
