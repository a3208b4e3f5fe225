import { useCallback } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigate } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { CategoryAdminRow } from '@nirog/shared/schemas/catalog-admin';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { AuditTrail } from '../../features/back-office/audit-list.tsx';
import { DataTable } from '../../features/back-office/data-table.tsx';
import { auditOf, loadList } from '../../features/back-office/office-list.server.ts';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { withoutToast } from '../../features/back-office/office-toasts.ts';
import { categoryList } from '../../features/catalog-office/catalog-lists.tsx';
import { catalogToast } from '../../features/catalog-office/product-action.server.ts';
import { taxonomyAction } from '../../features/catalog-office/taxonomy-action.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/categories';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.categories.title')), { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const editId = Number(url.searchParams.get('edit')) || 0;
  const list = await loadList(context.api, categoryList, url);
  let editing: CategoryAdminRow | null = list.items.find((b) => b.id === editId) ?? null;
  if (editId && !editing) editing = (await officeGet(context.api, '/v1/admin/categories?limit=100')).items.find((c) => c.id === editId) ?? null;
  const history = editing ? await auditOf(context.api, 'category', editing.id) : [];
  const all = await officeGet(context.api, '/v1/admin/categories?limit=100');
  const roots = all.items.filter((c) => c.parentId === null).map((c) => ({ id: c.id, name: c.name }));
  return { ...list, editing, history, roots, toast: catalogToast(url), here: withoutToast(url) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return taxonomyAction(request, context.api, 'category');
}

export default function OfficeCategories() {
  const { items, total, params, editing, history, roots, toast, here } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  const v = (k: keyof CategoryAdminRow) => result?.values[k] ?? (editing ? String(editing[k] ?? '') : '');
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <Toast message={toast} onDone={clearToast} />
      <OfficeHeader title={t('office.categories.title')} intro={t('office.categories.intro')} />
      <section id="category-form" aria-labelledby="category-form-title" className="mt-4 rounded-xl border border-line bg-white p-4">
        <h2 id="category-form-title" className="text-lg font-semibold text-brand-900">
          {editing ? `${t('office.brands.edit')}: ${editing.name}` : t('office.categories.add')}
        </h2>
        <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2" key={editing?.id ?? 'new'}>
          {editing && <input type="hidden" name="id" value={editing.id} />}
          {result?.formError && (
            <Alert tone="error" className="sm:col-span-2">
              {result.formError}
            </Alert>
          )}
          <TextField name="name" label={t('office.category.name')} defaultValue={v('name')} error={result?.fieldErrors.name} required maxLength={120} />
          <TextField name="slug" label={t('office.catalog.slug')} hint={t('office.product.slugHint')} defaultValue={v('slug')} error={result?.fieldErrors.slug} maxLength={80} />
          <SelectField name="parentId" label={t('office.category.parent')} defaultValue={v('parentId')} error={result?.fieldErrors.parentId}>
            <option value="">{t('office.category.root')}</option>
            {roots.filter((r) => r.id !== editing?.id).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </SelectField>
          <TextField name="sortOrder" type="number" inputMode="numeric" min={0} label={t('office.category.sortOrder')} defaultValue={v('sortOrder') || '0'} error={result?.fieldErrors.sortOrder} />
          <TextAreaField className="sm:col-span-2" name="description" label={t('office.category.description')} defaultValue={v('description')} error={result?.fieldErrors.description} />
          <div className="flex gap-3 sm:col-span-2">
            <Button type="submit">{t('office.catalog.save')}</Button>
            {editing && (
              <Link to="/admin/categories" className="inline-flex h-11 items-center text-sm text-brand-700 underline underline-offset-2">
                {t('office.catalog.cancel')}
              </Link>
            )}
          </div>
        </Form>
      </section>
      {editing && <AuditTrail entries={history} />}
      <DataTable list={categoryList} params={params} rows={items} total={total} rowKey={(r) => r.id} caption={t('office.categories.title')} searchLabel="office.categories.search" />
    </Container>
  );
}
