/**
 * The product form's action (/admin/products/new and /admin/products/:id): the form's fields become the API's
 * `productBody` (rupees → paise, composition lines → rows); the API checks everything and answers per field, and the
 * answer comes back beside the fields with what was typed. Picture edits (alt text, order, removal) and publishing are
 * intents of the same form page; uploads go to the pictures' own route (product-images.server.ts).
 */
import { data, redirect } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';
import { requireUser } from '../../lib/session.server.ts';
import { notFound, rupeesToPaise } from '../back-office/office.server.ts';
import { compositionOf, emptyPackRow, MAX_PACK_ROWS, type PackRowValues, type ProductFormResult } from './product-form-values.ts';

export type { ProductFormResult };

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v.trim() : '');

export function packRowsOf(form: FormData): PackRowValues[] {
  const n = Math.min(MAX_PACK_ROWS, Number(str(form.get('packCount'))) || 0);
  const rows: PackRowValues[] = [];
  for (let i = 0; i < n; i++) {
    const g = (k: string) => str(form.get(`pack-${i}-${k}`));
    rows.push({ id: g('id'), label: g('label'), sku: g('sku'), mrp: g('mrp'), price: g('price'), maxPerOrder: g('max'), remove: form.get(`pack-${i}-remove`) === 'on' });
  }
  return rows;
}

const FIELDS = ['name', 'slug', 'brandId', 'form', 'kind', 'composition', 'indications', 'dosage', 'contraindications', 'description', 'returnWindowDays', 'gstRatePercent', 'hsnCode', 'metaTitle', 'metaDescription'] as const;

export async function productAction(request: Request, api: ApiClient, productId: number | null) {
  await requireUser(api, request);
  const form = await request.formData();
  const intent = str(form.get('intent')) || 'save';
  const values: Record<string, string> = {};
  for (const f of FIELDS) values[f] = str(form.get(f));
  for (const f of ['prescriptionRequired', 'otc'] as const) values[f] = form.get(f) === 'on' ? 'on' : '';
  const categoryIds = form.getAll('categoryIds').map(String).filter((v) => /^\d{1,9}$/.test(v));
  const rows = packRowsOf(form);
  const result = (fieldErrors: Record<string, string>, formError = '', status = 400, imageId?: string) =>
    data<ProductFormResult>({ intent, formError, fieldErrors, values, categoryIds, packs: rows, imageId }, { status });
  const refused = (res: Extract<ApiResult<unknown>, { ok: false }>, sent: number[] = [], imageId?: string) => {
    if (res.httpStatus === 403) throw notFound();
    // The API numbers the packs it was sent; the form numbers its rows (removed rows are not sent).
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.error.fields ?? {})) {
      const m = /^packs\.(\d+)\.(\w+)$/.exec(k);
      fields[m ? `pack-${sent[Number(m[1])] ?? 0}-${m[2]}` : k] = v;
    }
    return result(fields, res.error.error, res.httpStatus, imageId);
  };
  const back = (done: string) => redirect(`/admin/products/${productId}?done=${done}`);

  // Without JavaScript, "Add a pack" comes here: the same form again with one more empty row, nothing saved.
  if (intent === 'addPack') return data<ProductFormResult>({ intent, formError: '', fieldErrors: {}, values, categoryIds, packs: [...rows, emptyPackRow()].slice(0, MAX_PACK_ROWS) });

  if (productId && (intent === 'publish' || intent === 'unpublish')) {
    const res = await api.put(`/v1/admin/products/${productId}/publish`, { active: intent === 'publish' });
    if (!res.ok) return refused(res);
    throw back(intent === 'publish' ? 'published' : 'unpublished');
  }

  const imageId = str(form.get('imageId'));
  if (productId && intent.startsWith('image') && /^[0-9a-f-]{36}$/.test(imageId)) {
    if (intent === 'imageAlt') {
      const res = await api.put(`/v1/admin/products/${productId}/images/${imageId}`, { alt: str(form.get('alt')) });
      if (!res.ok) return refused(res, [], imageId);
      throw back('image-saved');
    }
    if (intent === 'imageRemove') {
      const res = await api.del(`/v1/admin/products/${productId}/images/${imageId}`);
      if (!res.ok) return refused(res, [], imageId);
      throw back('image-removed');
    }
    if (intent === 'imageUp' || intent === 'imageDown') {
      const current = await api.get(`/v1/admin/products/${productId}`);
      if (!current.ok) return refused(current);
      const ids = current.entity.pictures.map((p) => p.id);
      const i = ids.indexOf(imageId);
      const j = intent === 'imageUp' ? i - 1 : i + 1;
      if (i >= 0 && j >= 0 && j < ids.length) {
        [ids[i], ids[j]] = [ids[j]!, ids[i]!];
        const res = await api.put(`/v1/admin/products/${productId}/images/order`, { ids });
        if (!res.ok) return refused(res, [], imageId);
      }
      throw back('image-ordered');
    }
  }

  // Save: rows to packs (paise), checked here only as far as turning text into numbers needs.
  const fieldErrors: Record<string, string> = {};
  const sent: number[] = [];
  const packs = rows.flatMap((r, i) => {
    if (r.remove) return [];
    if (!r.label && !r.sku && !r.mrp && !r.price && !r.id) return [];
    const mrp = rupeesToPaise(r.mrp);
    const price = rupeesToPaise(r.price);
    if (mrp === null || mrp === 0) fieldErrors[`pack-${i}-mrp`] = t('office.pack.amountInvalid');
    if (price === null || price === 0) fieldErrors[`pack-${i}-price`] = t('office.pack.amountInvalid');
    const max = r.maxPerOrder ? Number(r.maxPerOrder) : null;
    if (r.maxPerOrder && !/^\d{1,3}$/.test(r.maxPerOrder)) fieldErrors[`pack-${i}-maxPerOrder`] = t('office.pack.maxInvalid', { max: 20 });
    sent.push(i);
    return [{ ...(/^\d{1,9}$/.test(r.id) ? { id: Number(r.id) } : {}), label: r.label, sku: r.sku, mrp: mrp ?? 0, price: price ?? 0, maxPerOrder: max }];
  });
  if (Object.keys(fieldErrors).length) return result(fieldErrors, t('error.validation'));
  const num = (v: string) => (v === '' ? (undefined as unknown as number) : Number(v));
  const body = {
    name: values.name,
    slug: values.slug || undefined,
    brandId: num(values.brandId),
    categoryIds: categoryIds.map(Number),
    form: values.form,
    kind: values.kind,
    composition: compositionOf(values.composition),
    indications: values.indications,
    dosage: values.dosage,
    contraindications: values.contraindications,
    description: values.description,
    prescriptionRequired: values.prescriptionRequired === 'on',
    otc: values.otc === 'on',
    returnWindowDays: num(values.returnWindowDays),
    gstRatePercent: num(values.gstRatePercent),
    hsnCode: values.hsnCode,
    metaTitle: values.metaTitle || null,
    metaDescription: values.metaDescription || null,
    packs,
  };
  const res = productId ? await api.put(`/v1/admin/products/${productId}`, body) : await api.post('/v1/admin/products', body);
  if (!res.ok) {
    // Composition rows are one text box: any row's message shows under it.
    const out = refused(res, sent);
    for (const k of Object.keys(out.data.fieldErrors)) if (k.startsWith('composition.')) out.data.fieldErrors.composition ??= out.data.fieldErrors[k]!;
    return out;
  }
  throw redirect(`/admin/products/${res.entity.id}?done=${productId ? 'saved' : 'created'}`);
}

/** The confirmation after a redirect: only known values make a message. */
export function catalogToast(url: URL): string | null {
  const keys = {
    created: 'office.product.created',
    saved: 'office.product.saved',
    published: 'office.product.published',
    unpublished: 'office.product.unpublished',
    'image-added': 'office.image.added',
    'image-saved': 'office.image.saved',
    'image-removed': 'office.image.removed',
    'image-ordered': 'office.image.ordered',
    'brand-saved': 'office.brand.saved',
    'category-saved': 'office.category.saved',
  } as const;
  const done = url.searchParams.get('done') ?? '';
  return Object.hasOwn(keys, done) ? t(keys[done as keyof typeof keys]) : null;
}
