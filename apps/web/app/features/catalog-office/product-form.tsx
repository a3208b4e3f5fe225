/**
 * The product form (new and edit): details, packs (rows added and removed; without JavaScript "Add a pack" posts the
 * form back with one more row), SEO. Every message comes from the API's answer, field by field.
 */
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { PRODUCT_FORMS } from '@nirog/shared/catalog';
import { t } from '@nirog/shared/messages/catalogue';
import { GST_RATES_PERCENT, PRODUCT_KINDS, type BrandAdminRow, type CategoryAdminRow, type ProductAdminView } from '@nirog/shared/schemas/catalog-admin';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { formLabel, kindLabel } from '../catalog/product-badges.tsx';
import { compositionText, emptyPackRow, MAX_PACK_ROWS, packRowsFrom, type ProductFormResult } from './product-form-values.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="mt-5 rounded-xl border border-line bg-white p-4">
      <legend className="px-1 text-base font-semibold text-brand-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

type ProductFormProps = {
  product: ProductAdminView | null;
  brands: BrandAdminRow[];
  categories: CategoryAdminRow[];
  result?: ProductFormResult;
};

/** A new answer from the action starts the form again from what it sent back (its rows included). */
export function ProductForm(props: ProductFormProps) {
  const r = props.result;
  const key = r && (r.intent === 'save' || r.intent === 'addPack') ? `${r.intent}:${r.packs.length}:${JSON.stringify(r.fieldErrors)}:${JSON.stringify(r.packs)}` : 'fresh';
  return <ProductFormBody key={key} {...props} />;
}

function ProductFormBody({
  product,
  brands,
  categories,
  result,
}: ProductFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const saved = result?.intent === 'save' || result?.intent === 'addPack' ? result : undefined;
  const v = (k: string, fallback: string | number | null | undefined) => saved?.values[k] ?? (fallback == null ? '' : String(fallback));
  const err = (k: string) => saved?.fieldErrors[k];
  const [rows, setRows] = useState(() => saved?.packs ?? packRowsFrom(product));
  const chosenCats = new Set(saved?.categoryIds ?? product?.categoryIds.map(String) ?? []);
  const checked = (k: 'prescriptionRequired' | 'otc') => (saved ? saved.values[k] === 'on' : !!product?.[k]);

  return (
    <Form method="post" className="mt-2" noValidate>
      {saved?.formError && saved.intent === 'save' && (
        <Alert tone="error" className="mt-3">
          {saved.formError}
        </Alert>
      )}
      <Section title={t('office.product.details')}>
        <TextField name="name" label={t('office.product.name')} defaultValue={v('name', product?.name)} error={err('name')} required maxLength={200} />
        <TextField name="slug" label={t('office.product.slug')} hint={t('office.product.slugHint')} defaultValue={v('slug', product?.slug)} error={err('slug')} maxLength={150} />
        <SelectField name="brandId" label={t('office.product.brand')} defaultValue={v('brandId', product?.brandId)} error={err('brandId')} required>
          <option value="">{t('office.product.chooseOne')}</option>
          {brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="categoryIds" className="text-sm font-medium text-ink">
            {t('office.product.categories')}
          </label>
          <select id="categoryIds" name="categoryIds" multiple size={5} defaultValue={[...chosenCats]} aria-describedby="categoryIds-hint" className="block w-full rounded-lg border border-line bg-white px-2 py-1 text-[15px]">
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.parentName ? `${c.parentName} › ${c.name}` : c.name}
              </option>
            ))}
          </select>
          <p id="categoryIds-hint" className={err('categoryIds') ? 'text-sm font-medium text-danger' : 'text-sm text-muted'}>
            {err('categoryIds') ?? t('office.product.categoriesHint')}
          </p>
        </div>
        <SelectField name="form" label={t('office.product.form')} defaultValue={v('form', product?.form)} error={err('form')} required>
          <option value="">{t('office.product.chooseOne')}</option>
          {PRODUCT_FORMS.map((f) => (
            <option key={f.code} value={f.code}>
              {formLabel(f.code)}
            </option>
          ))}
        </SelectField>
        <SelectField name="kind" label={t('office.product.kind')} defaultValue={v('kind', product?.kind ?? 'classical')} error={err('kind')} required>
          {PRODUCT_KINDS.map((k) => (
            <option key={k} value={k}>
              {kindLabel(k)}
            </option>
          ))}
        </SelectField>
        <TextAreaField className="sm:col-span-2" name="composition" label={t('office.product.composition')} hint={t('office.product.compositionHint')} rows={4} defaultValue={v('composition', product ? compositionText(product.composition) : '')} error={err('composition')} />
        <TextAreaField className="sm:col-span-2" name="indications" label={t('office.product.indications')} rows={3} defaultValue={v('indications', product?.indications)} error={err('indications')} required />
        <TextAreaField name="dosage" label={t('office.product.dosage')} rows={2} defaultValue={v('dosage', product?.dosage)} error={err('dosage')} required />
        <TextAreaField name="contraindications" label={t('office.product.contraindications')} rows={2} defaultValue={v('contraindications', product?.contraindications)} error={err('contraindications')} required />
        <TextAreaField className="sm:col-span-2" name="description" label={t('office.product.description')} rows={4} defaultValue={v('description', product?.description)} error={err('description')} required />
        <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:gap-6">
          <label className="flex items-center gap-2 text-[15px]">
            <input type="checkbox" name="prescriptionRequired" defaultChecked={checked('prescriptionRequired')} className="h-5 w-5" />
            {t('office.product.prescriptionRequired')}
          </label>
          <label className="flex items-center gap-2 text-[15px]">
            <input type="checkbox" name="otc" defaultChecked={checked('otc')} className="h-5 w-5" aria-describedby={err('otc') ? 'otc-error' : undefined} />
            {t('office.product.otc')}
          </label>
          {err('otc') && (
            <p id="otc-error" role="alert" className="text-sm font-medium text-danger">
              {err('otc')}
            </p>
          )}
        </div>
        <TextField name="returnWindowDays" type="number" inputMode="numeric" min={0} max={30} label={t('office.product.returnWindow')} defaultValue={v('returnWindowDays', product?.returnWindowDays ?? 7)} error={err('returnWindowDays')} />
        <SelectField name="gstRatePercent" label={t('office.product.gstRate')} defaultValue={v('gstRatePercent', product?.gstRatePercent ?? 12)} error={err('gstRatePercent')}>
          {GST_RATES_PERCENT.map((r) => (
            <option key={r} value={r}>
              {r} %
            </option>
          ))}
        </SelectField>
        <TextField name="hsnCode" inputMode="numeric" label={t('office.product.hsn')} defaultValue={v('hsnCode', product?.hsnCode ?? '3004')} error={err('hsnCode')} maxLength={8} />
      </Section>

      <fieldset className="mt-5 rounded-xl border border-line bg-white p-4">
        <legend className="px-1 text-base font-semibold text-brand-900">{t('office.pack.title')}</legend>
        {saved?.fieldErrors.packs && (
          <p role="alert" className="text-sm font-medium text-danger">
            {saved.fieldErrors.packs}
          </p>
        )}
        <input type="hidden" name="packCount" value={rows.length} />
        <ol className="flex flex-col gap-3">
          {rows.map((r, i) => (
            <li key={i} className="rounded-lg border border-line p-3">
              <p className="mb-2 text-sm font-semibold text-ink">{t('office.pack.row', { n: i + 1 })}</p>
              <input type="hidden" name={`pack-${i}-id`} value={r.id} />
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-6">
                <TextField className="col-span-2 sm:col-span-2" name={`pack-${i}-label`} label={t('office.pack.label')} defaultValue={r.label} error={err(`pack-${i}-label`)} maxLength={60} />
                <TextField className="col-span-2 sm:col-span-1" name={`pack-${i}-sku`} label={t('office.pack.sku')} defaultValue={r.sku} error={err(`pack-${i}-sku`)} maxLength={40} />
                <TextField name={`pack-${i}-mrp`} inputMode="decimal" label={t('office.pack.mrp')} defaultValue={r.mrp} error={err(`pack-${i}-mrp`)} />
                <TextField name={`pack-${i}-price`} inputMode="decimal" label={t('office.pack.price')} defaultValue={r.price} error={err(`pack-${i}-price`)} />
                <TextField name={`pack-${i}-max`} inputMode="numeric" label={t('office.pack.maxPerOrder')} defaultValue={r.maxPerOrder} error={err(`pack-${i}-maxPerOrder`)} />
              </div>
              <label className="mt-2 inline-flex items-center gap-2 text-sm">
                <input type="checkbox" name={`pack-${i}-remove`} defaultChecked={r.remove} className="h-4 w-4" />
                {t('office.pack.remove')}
              </label>
            </li>
          ))}
        </ol>
        {rows.length < MAX_PACK_ROWS && (
          <Button
            type="submit"
            name="intent"
            value="addPack"
            variant="secondary"
            className="mt-3"
            formNoValidate
            onClick={(e) => {
              // With JavaScript the row appears at once; without it the form comes back with the row.
              e.preventDefault();
              setRows((all) => [...all, emptyPackRow()]);
            }}
          >
            <Plus size={16} aria-hidden /> {t('office.pack.add')}
          </Button>
        )}
        {product?.packs.some((k) => !k.active) && <p className="mt-2 text-sm text-muted">{t('office.pack.inactive')}</p>}
      </fieldset>

      <Section title={t('office.product.seo')}>
        <TextField name="metaTitle" label={t('office.product.metaTitle')} defaultValue={v('metaTitle', product?.metaTitle)} error={err('metaTitle')} maxLength={70} />
        <TextField name="metaDescription" label={t('office.product.metaDescription')} defaultValue={v('metaDescription', product?.metaDescription)} error={err('metaDescription')} maxLength={170} />
      </Section>

      <div className="mt-5 flex gap-3">
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {product ? t('office.product.save') : t('office.product.create')}
        </Button>
      </div>
    </Form>
  );
}
