import { ShieldCheck } from 'lucide-react';
import { data, Link, useActionData, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { isTradeBuyer } from '@nirog/shared/trade-buyers';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { loadGrid, quickOrderAction, type QuickOrderResult } from '../../features/trade/quick-order.server.ts';
import { QuickOrderGrid, QuickOrderSearch } from '../../features/trade/quick-order-grid.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/quick-order';

export const meta: Route.MetaFunction = () => [...pageMeta(t('tradeUi.grid.title')), { name: 'robots', content: 'noindex' }];

/** /quick-order (decision 043): trade buyers only; a patient gets the 404 page, as for any page not theirs. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  if (!isTradeBuyer(user.userType)) throw data(null, { status: 404 });
  const grid = await loadGrid(context.api, new URL(request.url));
  return data({ ...grid, tradePrices: grid.rows.some((r) => r.priceType === 'trade') }, { headers: { 'cache-control': 'no-store' } });
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireUser(context.api, request);
  if (!isTradeBuyer(user.userType)) throw data(null, { status: 404 });
  return quickOrderAction(context.api, await request.formData());
}

export default function QuickOrder() {
  const { q, source, rows, tradePrices } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as QuickOrderResult | undefined;
  const heading = source === 'search' ? t('tradeUi.grid.results', { q, count: rows.length }) : source === 'usual' ? t('tradeUi.grid.usual') : t('tradeUi.grid.top');
  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('tradeUi.grid.title')}</h1>
      <p className="mt-1 max-w-3xl text-[15px] text-muted">{t('tradeUi.grid.intro')}</p>
      {!tradePrices && rows.length > 0 && (
        <p className="mt-2 flex items-start gap-2 text-sm text-muted">
          <ShieldCheck size={16} aria-hidden className="mt-0.5 shrink-0 text-brand-700" />
          <span>
            {t('tradeUi.grid.retailNote')}{' '}
            <Link to="/profile-verification" className="font-medium text-brand-700 underline underline-offset-2">
              {t('tradeUi.grid.verifyLink')}
            </Link>
          </span>
        </p>
      )}
      <div className="mt-4">
        <QuickOrderSearch q={q} />
      </div>
      <h2 className="mt-6 text-lg font-semibold text-brand-900">{heading}</h2>
      {rows.length === 0 ? (
        <Card className="mt-3">
          <p className="text-[15px] text-ink">{t('tradeUi.grid.empty')}</p>
        </Card>
      ) : (
        <QuickOrderGrid rows={rows} result={result} />
      )}
    </Container>
  );
}
