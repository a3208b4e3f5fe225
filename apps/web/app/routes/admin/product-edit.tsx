import { useCallback } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigate } from 'react-router';
import { productPath } from '@nirog/shared/catalog';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { AuditTrail } from '../../features/back-office/audit-list.tsx';
import { auditOf } from '../../features/back-office/office-list.server.ts';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { withoutToast } from '../../features/back-office/office-toasts.ts';
import { catalogToast, productAction } from '../../features/catalog-office/product-action.server.ts';
import { ProductForm } from '../../features/catalog-office/product-form.tsx';
import { imageErrorText } from '../../features/catalog-office/product-images.server.ts';
import { ProductPictures } from '../../features/catalog-office/product-pictures.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/product-edit';
import { idOr404 } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = ({ data }) => [...pageMeta(data ? t('office.products.editTitle', { name: data.product.name }) : t('office.products.title')), { name: 'robots', content: 'noindex' }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const id = idOr404(params.id);
  const url = new URL(request.url);
  const [product, brands, categories, history] = await Promise.all([
    officeGet(context.api, `/v1/admin/products/${id}`),
    officeGet(context.api, '/v1/admin/brands?limit=100'),
    officeGet(context.api, '/v1/admin/categories?limit=100'),
    auditOf(context.api, 'product', id),
  ]);
  const clean = new URL(withoutToast(url), url);
  clean.searchParams.delete('imageError');
  return { product, brands: brands.items, categories: categories.items, history, toast: catalogToast(url), imageError: imageErrorText(url.searchParams.get('imageError')), here: clean.pathname + clean.search };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return productAction(request, context.api, idOr404(params.id));
}

export default function EditProduct() {
  const { product, brands, categories, history, toast, imageError, here } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  const status = product.active ? t('office.product.live') : t('office.product.hidden');
  const publishError = result && (result.intent === 'publish' || result.intent === 'unpublish') ? result.formError : null;
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <Toast message={toast} onDone={clearToast} />
      <p className="mt-3 text-sm">
        <Link to="/admin/products" className="text-brand-700 underline underline-offset-2">
          {t('office.products.back')}
        </Link>
      </p>
      <OfficeHeader title={t('office.products.editTitle', { name: product.name })}>
        {product.active && (
          <a href={productPath(product.slug)} className="text-sm font-medium text-brand-700 underline underline-offset-2">
            {t('office.products.viewPage')}
          </a>
        )}
      </OfficeHeader>
      <Form method="post" className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-line bg-white p-3">
        <p className="text-[15px]">{t('office.product.statusNow', { status })}</p>
        <Button type="submit" name="intent" value={product.active ? 'unpublish' : 'publish'} variant={product.active ? 'secondary' : 'primary'} size="sm">
          {product.active ? t('office.product.unpublish') : t('office.product.publish')}
        </Button>
        {publishError && (
          <Alert tone="error" className="w-full">
            {publishError}
          </Alert>
        )}
      </Form>
      <ProductPictures productId={product.id} pictures={product.pictures} uploadError={imageError} result={result} />
      <ProductForm key={product.updatedAt} product={product} brands={brands} categories={categories} result={result} />
      <AuditTrail entries={history} />
    </Container>
  );
}
