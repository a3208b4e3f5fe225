import { redirect } from 'react-router';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { notFound } from '../../features/back-office/office.server.ts';
import { productImageAction } from '../../features/catalog-office/product-images.server.ts';
import type { Route } from './+types/product-images';

/** Upload a product picture (a plain multipart form, or the page's XMLHttpRequest with progress): no page of its own. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const id = entityIdParam.safeParse(params.id);
  if (!id.success) throw notFound();
  return productImageAction(request, context.api, id.data);
}

export async function loader({ params }: Route.LoaderArgs) {
  const id = entityIdParam.safeParse(params.id);
  if (!id.success) throw notFound();
  return redirect(`/admin/products/${id.data}`);
}
