/**
 * Brands and categories (/admin/brands, /admin/categories): one form each, for a new record or the one being edited
 * (`?edit={id}`). The API checks the body (`brandBody`, `categoryBody`) and answers per field; success redirects with
 * a toast.
 */
import { data, redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { requireUser } from '../../lib/session.server.ts';
import { notFound } from '../back-office/office.server.ts';

export interface TaxonomyFormResult {
  id: string;
  formError: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v.trim() : '');

export async function taxonomyAction(request: Request, api: ApiClient, kind: 'brand' | 'category') {
  await requireUser(api, request);
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string') values[k] = v.trim();
  const id = /^\d{1,9}$/.test(str(form.get('id'))) ? Number(str(form.get('id'))) : null;
  const body =
    kind === 'brand'
      ? { name: values.name ?? '', slug: values.slug || undefined, manufacturer: values.manufacturer ?? '', licence: values.licence || null, description: values.description || null, noNirogMoney: values.noNirogMoney === 'on' }
      : { name: values.name ?? '', slug: values.slug || undefined, parentId: values.parentId ? Number(values.parentId) : null, description: values.description || null, sortOrder: values.sortOrder ? Number(values.sortOrder) : 0 };
  const res =
    kind === 'brand'
      ? id
        ? await api.put(`/v1/admin/brands/${id}`, body)
        : await api.post('/v1/admin/brands', body)
      : id
        ? await api.put(`/v1/admin/categories/${id}`, body)
        : await api.post('/v1/admin/categories', body);
  if (!res.ok) {
    if (res.httpStatus === 403) throw notFound();
    return data<TaxonomyFormResult>({ id: id ? String(id) : '', formError: res.error.error, fieldErrors: res.error.fields ?? {}, values }, { status: res.httpStatus });
  }
  throw redirect(`/admin/${kind === 'brand' ? 'brands' : 'categories'}?done=${kind}-saved`);
}
