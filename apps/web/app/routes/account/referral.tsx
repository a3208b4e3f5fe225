import { Link, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ReferralHistory } from '../../features/rewards/referral-history.tsx';
import { ReferralShare } from '../../features/rewards/referral-share.tsx';
import { formatRupees } from '../../lib/format.ts';
import type { Route } from './+types/referral';

const PAGE_SIZE = 10;

export const meta: Route.MetaFunction = () => pageMeta(t('rewardsUi.referral.title'));

/** /referral: my code and link, the share action and the people I brought (?page=2). The protected layout checks the session. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requested = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const res = await context.api.get(`/v1/referral?skip=${(page - 1) * PAGE_SIZE}&limit=${PAGE_SIZE}`);
  if (!res.ok) return { page, summary: null };
  // Without a configured PUBLIC_URL the API gives a path: the link people share names this site.
  const link = res.entity.link.startsWith('/') ? `${url.origin}${res.entity.link}` : res.entity.link;
  return { page, summary: { ...res.entity, link } };
}

export default function Referral() {
  const { page, summary } = useLoaderData<typeof loader>();
  return (
    <Container className="py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('rewardsUi.referral.title')}</h1>
      {!summary ? (
        <Alert tone="error" className="mt-6">
          {t('errorModal.title')}{' '}
          <Link to={`/referral?page=${page}`} className="font-medium underline">
            {t('errorModal.retry')}
          </Link>
        </Alert>
      ) : (
        <>
          <p className="mt-2 max-w-2xl text-[15px] text-muted">
            {t('rewardsUi.referral.intro', { referrer: formatRupees(summary.referrerRewardPaise), referred: formatRupees(summary.referredRewardPaise) })}
          </p>
          <div className="mt-6 grid gap-4 lg:grid-cols-[1fr_2fr]">
            <Card>
              <p className="text-sm font-medium text-muted">{t('rewardsUi.referral.code')}</p>
              <p className="mt-1 font-mono text-3xl font-bold tracking-widest text-brand-900" data-testid="referral-code">
                {summary.code}
              </p>
              <p className="mt-3 text-sm text-muted">{t('rewardsUi.referral.rules')}</p>
            </Card>
            <Card>
              <ReferralShare link={summary.link} shareText={t('rewardsUi.referral.shareText', { amount: formatRupees(summary.referredRewardPaise) })} />
            </Card>
          </div>
          <h2 className="mt-8 text-xl font-semibold">{t('rewardsUi.referral.historyTitle')}</h2>
          <ReferralHistory items={summary.items} />
          <Pagination page={page} pages={Math.ceil(summary.total / PAGE_SIZE)} hrefFor={(n) => `/referral?page=${n}`} />
        </>
      )}
    </Container>
  );
}
