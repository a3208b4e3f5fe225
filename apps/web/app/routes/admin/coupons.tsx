import { Form, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { DataTable } from '../../features/back-office/data-table.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { loadList } from '../../features/back-office/office-list.server.ts';
import { done, refused, str, valuesOf } from '../../features/back-office/prices-action.server.ts';
import { couponList, FilterSelect, SavedToast, savedToast } from '../../features/back-office/prices-ui.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/coupons';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.coupons.title')), { name: 'robots', content: 'noindex' }];

/** Every coupon (marketing role) with its usage: times used, people, discount given. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  return { ...(await loadList(context.api, couponList, url)), toast: savedToast(url), here: url.pathname + url.search };
}

/** Pause or resume a coupon from the list. */
export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context.api, request);
  const form = await request.formData();
  const id = str(form.get('couponId'));
  const active = str(form.get('active')) === 'true';
  if (!/^\d{1,9}$/.test(id)) return null;
  const res = await context.api.put(`/v1/admin/coupons/${id}/active`, { active });
  if (!res.ok) return refused(res, valuesOf(form));
  const back = new URL(request.url);
  back.searchParams.delete('done');
  throw done(back.pathname + back.search, active ? 'coupon-resumed' : 'coupon-paused');
}

export default function OfficeCoupons() {
  const { items, total, params, toast } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const list = {
    ...couponList,
    columns: [
      ...couponList.columns,
      {
        key: 'pause',
        label: 'office.coupons.action' as const,
        value: () => null,
        cell: (c: (typeof items)[number]) => {
          const pending = navigation.formData?.get('couponId') === String(c.id);
          return (
            <Form method="post">
              <input type="hidden" name="couponId" value={c.id} />
              <input type="hidden" name="active" value={String(!c.active)} />
              <Button type="submit" size="sm" variant="secondary" disabled={pending} aria-label={`${c.active ? t('office.coupons.pause') : t('office.coupons.resume')} ${c.code}`}>
                {c.active ? t('office.coupons.pause') : t('office.coupons.resume')}
              </Button>
            </Form>
          );
        },
      },
    ],
  };
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <SavedToast message={toast} />
      <OfficeHeader title={t('office.coupons.title')} intro={t('office.coupons.intro')}>
        <ButtonLink to="/admin/coupons/new">{t('office.coupons.new')}</ButtonLink>
      </OfficeHeader>
      <DataTable
        list={list}
        params={params}
        rows={items}
        total={total}
        rowKey={(c) => c.id}
        caption={t('office.coupons.title')}
        searchLabel="office.coupons.search"
        empty={t('office.coupons.empty')}
        filters={
          <FilterSelect
            name="status"
            label={t('office.coupons.status')}
            value={params.filters.status}
            options={[
              ['active', t('office.coupons.statusActive')],
              ['paused', t('office.coupons.statusPaused')],
              ['expired', t('office.coupons.statusExpired')],
            ]}
          />
        }
      />
    </Container>
  );
}
