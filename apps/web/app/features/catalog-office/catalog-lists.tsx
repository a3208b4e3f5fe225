/**
 * The back office's catalog lists (decision 033's `defineList`): products, brands, categories. Each drives its page's
 * DataTable and its CSV export at /admin/export/{id}.
 */
import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { BrandAdminRow, CategoryAdminRow, ProductAdminRow } from '@nirog/shared/schemas/catalog-admin';
import { formatDateTime, formatRupees } from '../../lib/format.ts';
import { apiListQuery, defineList } from '../back-office/office-list.ts';

export const productList = defineList<ProductAdminRow>({
  id: 'products',
  path: '/admin/products',
  role: 'catalog',
  sorts: ['name', 'updated', 'price'],
  defaultSort: 'updated',
  defaultDir: 'desc',
  filters: ['brand', 'category', 'active'],
  pageSize: 25,
  apiPath: (p, skip, limit) => `/v1/admin/products?${apiListQuery(p, skip, limit)}`,
  columns: [
    {
      key: 'name',
      label: 'office.products.colName',
      sort: 'name',
      value: (r) => r.name,
      cell: (r) => (
        <Link to={`/admin/products/${r.id}`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {r.name}
        </Link>
      ),
    },
    { key: 'brand', label: 'office.products.colBrand', value: (r) => r.brand },
    { key: 'skus', label: 'office.products.colSkus', value: (r) => r.skus.join(' '), wide: true },
    { key: 'price', label: 'office.products.colPrice', sort: 'price', numeric: true, value: (r) => (r.minPrice === null ? '' : formatRupees(r.minPrice)) },
    { key: 'images', label: 'office.products.colImages', numeric: true, value: (r) => r.images, wide: true },
    {
      key: 'status',
      label: 'office.products.colStatus',
      value: (r) => (r.active ? t('office.product.live') : t('office.product.hidden')),
      cell: (r) => <span className={r.active ? 'font-medium text-brand-700' : 'text-muted'}>{r.active ? t('office.product.live') : t('office.product.hidden')}</span>,
    },
    { key: 'updated', label: 'office.products.colUpdated', sort: 'updated', value: (r) => r.updatedAt, cell: (r) => <time dateTime={r.updatedAt}>{formatDateTime(r.updatedAt)}</time>, wide: true },
  ],
});

export const brandList = defineList<BrandAdminRow>({
  id: 'brands',
  path: '/admin/brands',
  role: 'catalog',
  sorts: ['name', 'products'],
  defaultSort: 'name',
  defaultDir: 'asc',
  filters: [],
  pageSize: 50,
  apiPath: (p, skip, limit) => `/v1/admin/brands?${apiListQuery(p, skip, limit)}`,
  columns: [
    {
      key: 'name',
      label: 'office.brand.name',
      sort: 'name',
      value: (r) => r.name,
      cell: (r) => (
        <Link to={`/admin/brands?edit=${r.id}#brand-form`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {r.name}
        </Link>
      ),
    },
    { key: 'slug', label: 'office.catalog.slug', value: (r) => r.slug, wide: true },
    { key: 'manufacturer', label: 'office.brand.manufacturer', value: (r) => r.manufacturer },
    { key: 'products', label: 'office.brands.colProducts', sort: 'products', numeric: true, value: (r) => r.productCount },
  ],
});

export const categoryList = defineList<CategoryAdminRow>({
  id: 'categories',
  path: '/admin/categories',
  role: 'catalog',
  sorts: ['order', 'name', 'products'],
  defaultSort: 'order',
  defaultDir: 'asc',
  filters: [],
  pageSize: 50,
  apiPath: (p, skip, limit) => `/v1/admin/categories?${apiListQuery(p, skip, limit)}`,
  columns: [
    {
      key: 'name',
      label: 'office.category.name',
      sort: 'name',
      value: (r) => (r.parentName ? `${r.parentName} › ${r.name}` : r.name),
      cell: (r) => (
        <Link to={`/admin/categories?edit=${r.id}#category-form`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {r.parentName ? `${r.parentName} › ${r.name}` : r.name}
        </Link>
      ),
    },
    { key: 'slug', label: 'office.catalog.slug', value: (r) => r.slug, wide: true },
    { key: 'order', label: 'office.category.sortOrder', sort: 'order', numeric: true, value: (r) => r.sortOrder, wide: true },
    { key: 'products', label: 'office.brands.colProducts', sort: 'products', numeric: true, value: (r) => r.productCount },
  ],
});
