import { Link, useActionData, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { productAction } from '../../features/catalog-office/product-action.server.ts';
import { ProductForm } from '../../features/catalog-office/product-form.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/product-new';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.products.newTitle')), { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const [brands, categories] = await Promise.all([officeGet(context.api, '/v1/admin/brands?limit=100'), officeGet(context.api, '/v1/admin/categories?limit=100')]);
  return { brands: brands.items, categories: categories.items };
}

export async function action({ context, request }: Route.ActionArgs) {
  return productAction(request, context.api, null);
}

export default function NewProduct() {
  const { brands, categories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <p className="mt-3 text-sm">
        <Link to="/admin/products" className="text-brand-700 underline underline-offset-2">
          {t('office.products.back')}
        </Link>
      </p>
      <OfficeHeader title={t('office.products.newTitle')} />
      <ProductForm product={null} brands={brands} categories={categories} result={result} />
    </Container>
  );
}
