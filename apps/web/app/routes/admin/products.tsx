import { Plus } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { DataTable, FilterSelect } from '../../features/back-office/data-table.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { loadList } from '../../features/back-office/office-list.server.ts';
import { officeGet } from '../../features/back-office/office.server.ts';
import { productList } from '../../features/catalog-office/catalog-lists.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.products.title')), { name: 'robots', content: 'noindex' }];

/** Every product, published or hidden: search by name, brand or SKU; filter by brand, category and status. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const [list, brands, categories] = await Promise.all([
    loadList(context.api, productList, new URL(request.url)),
    officeGet(context.api, '/v1/admin/brands?limit=100'),
    officeGet(context.api, '/v1/admin/categories?limit=100'),
  ]);
  return {
    ...list,
    brands: brands.items.map((b) => ({ value: String(b.id), label: b.name })),
    // "Churna (powders)" under "Shop by form": the parent's name tells the two branches apart.
    categories: categories.items.filter((c) => c.parentId !== null).map((c) => ({ value: String(c.id), label: `${c.name} · ${c.parentName ?? ''}` })),
  };
}

export default function OfficeProducts() {
  const { items, total, params, brands, categories } = useLoaderData<typeof loader>();
  const select = 'h-11 w-full rounded-lg border border-line bg-white px-3 text-[15px] sm:h-10';
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('office.products.title')} intro={t('office.products.intro')}>
        <ButtonLink to="/admin/products/new">
          <Plus size={16} aria-hidden /> {t('office.products.add')}
        </ButtonLink>
      </OfficeHeader>
      <DataTable
        list={productList}
        params={params}
        rows={items}
        total={total}
        rowKey={(r) => r.id}
        caption={t('office.products.title')}
        searchLabel="office.products.search"
        empty={t('office.products.empty')}
        filters={
          <>
            <FilterSelect list={productList} name="brand" label={t('office.products.filterBrand')} value={params.filters.brand} options={brands} />
            <FilterSelect list={productList} name="category" label={t('office.products.filterCategory')} value={params.filters.category} options={categories} />
            <label className="basis-32">
              <span className="mb-1 block text-sm font-medium text-ink">{t('office.products.filterStatus')}</span>
              <select name="active" defaultValue={params.filters.active ?? ''} className={select}>
                <option value="">{t('office.table.all')}</option>
                <option value="true">{t('office.product.live')}</option>
                <option value="false">{t('office.product.hidden')}</option>
              </select>
            </label>
          </>
        }
      />
    </Container>
  );
}
