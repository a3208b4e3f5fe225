import { useCallback } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigate } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { BrandAdminRow } from '@nirog/shared/schemas/catalog-admin';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { AuditTrail } from '../../features/back-office/audit-list.tsx';
import { DataTable } from '../../features/back-office/data-table.tsx';
import { auditOf, loadList } from '../../features/back-office/office-list.server.ts';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { withoutToast } from '../../features/back-office/office-toasts.ts';
import { brandList } from '../../features/catalog-office/catalog-lists.tsx';
import { catalogToast } from '../../features/catalog-office/product-action.server.ts';
import { taxonomyAction } from '../../features/catalog-office/taxonomy-action.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/brands';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.brands.title')), { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const editId = Number(url.searchParams.get('edit')) || 0;
  const list = await loadList(context.api, brandList, url);
  let editing: BrandAdminRow | null = list.items.find((b) => b.id === editId) ?? null;
  if (editId && !editing) editing = (await officeGet(context.api, '/v1/admin/brands?limit=100')).items.find((b) => b.id === editId) ?? null;
  const history = editing ? await auditOf(context.api, 'brand', editing.id) : [];
  return { ...list, editing, history, toast: catalogToast(url), here: withoutToast(url) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return taxonomyAction(request, context.api, 'brand');
}

export default function OfficeBrands() {
  const { items, total, params, editing, history, toast, here } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  const v = (k: keyof BrandAdminRow) => result?.values[k] ?? (editing ? String(editing[k] ?? '') : '');
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <Toast message={toast} onDone={clearToast} />
      <OfficeHeader title={t('office.brands.title')} intro={t('office.brands.intro')} />
      <section id="brand-form" aria-labelledby="brand-form-title" className="mt-4 rounded-xl border border-line bg-white p-4">
        <h2 id="brand-form-title" className="text-lg font-semibold text-brand-900">
          {editing ? `${t('office.brands.edit')}: ${editing.name}` : t('office.brands.add')}
        </h2>
        <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2" key={editing?.id ?? 'new'}>
          {editing && <input type="hidden" name="id" value={editing.id} />}
          {result?.formError && (
            <Alert tone="error" className="sm:col-span-2">
              {result.formError}
            </Alert>
          )}
          <TextField name="name" label={t('office.brand.name')} defaultValue={v('name')} error={result?.fieldErrors.name} required maxLength={120} />
          <TextField name="slug" label={t('office.catalog.slug')} hint={t('office.product.slugHint')} defaultValue={v('slug')} error={result?.fieldErrors.slug} maxLength={80} />
          <TextField name="manufacturer" label={t('office.brand.manufacturer')} defaultValue={v('manufacturer')} error={result?.fieldErrors.manufacturer} required maxLength={200} />
          <TextField name="licence" label={t('office.brand.licence')} defaultValue={v('licence')} error={result?.fieldErrors.licence} maxLength={80} />
          <TextAreaField className="sm:col-span-2" name="description" label={t('office.brand.description')} defaultValue={v('description')} error={result?.fieldErrors.description} />
          <label className="flex items-center gap-2 text-[15px] sm:col-span-2">
            <input type="checkbox" name="noNirogMoney" defaultChecked={result ? result.values.noNirogMoney === 'on' : !!editing?.noNirogMoney} className="h-5 w-5" />
            {t('office.brand.noNirogMoney')}
          </label>
          <div className="flex gap-3 sm:col-span-2">
            <Button type="submit">{t('office.catalog.save')}</Button>
            {editing && (
              <Link to="/admin/brands" className="inline-flex h-11 items-center text-sm text-brand-700 underline underline-offset-2">
                {t('office.catalog.cancel')}
              </Link>
            )}
          </div>
        </Form>
      </section>
      {editing && <AuditTrail entries={history} />}
      <DataTable list={brandList} params={params} rows={items} total={total} rowKey={(r) => r.id} caption={t('office.brands.title')} searchLabel="office.brands.search" />
    </Container>
  );
}
