/**
 * The back office's catalog (issue 18 parts 2 and 4, decision 034): products with their packs and pictures, brands,
 * categories. What always holds:
 * - every write runs in one transaction with its audit entry (`recordAudit`, whole rows before and after);
 * - a refused write (a SKU or address already used, a brand that does not exist...) changes nothing: uniqueness is
 *   checked first for a field message, and the unique indexes catch a race (23505 becomes the same message);
 * - `search_text` is rebuilt from the saved product as the seed builds it (name, brand, form, ingredients, uses), and
 *   `min_price_paise` by the packages trigger (migration 0005), so a saved product is found and sorted at once;
 * - a pack is never deleted (orders and carts name it): taken off a product it is made inactive;
 * - a picture's copies are written to storage before its row, and deleted after its row is gone.
 */
import { and, asc, count, desc, eq, inArray, max, ne, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@nirog/shared/catalog';
import type {
  BrandInput,
  CategoryInput,
  ProductAdminView,
  ProductInput,
  brandListQuery,
  categoryListQuery,
  productListQuery,
} from '@nirog/shared/schemas/catalog-admin';
import { PRODUCT_IMAGE_FORMATS } from '@nirog/shared/schemas/catalog-admin';
import { t } from '@nirog/shared/messages/catalogue';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderOf, searchOf } from '../../lib/office-list.ts';
import { AppError, isUniqueViolation } from '../../plugins/errors.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { brands, categories, packages, productCategories, productImages, products } from './catalog.tables.ts';
import { slugify } from './catalog.seed.ts';
import { imageCopyKey, resizeProductImage } from './product-image-pipeline.ts';

type ProductRow = typeof products.$inferSelect;
type PackRow = typeof packages.$inferSelect;


/** The text search reads: as catalog.seed.ts `searchTextOf` builds it. */
export function productSearchText(p: Pick<ProductInput, 'name' | 'form' | 'composition' | 'indications'>, brandName: string): string {
  return [p.name, brandName, p.form, p.composition.map((c) => [c.ingredient, c.botanical].filter(Boolean).join(' ')).join(', '), p.indications].join(' | ');
}

export interface CatalogAdminDeps {
  db: Db;
  storage: StorageProvider;
  uploads: UploadService;
  /** Called after a committed write that public listings show (drops this process's listing cache). */
  onChange?: () => void;
}

export function createCatalogAdminService(deps: CatalogAdminDeps) {
  const { db, storage } = deps;
  const changed = () => deps.onChange?.();

  async function view(tx: DbOrTx, id: number) {
    const [p] = await tx.select().from(products).where(eq(products.id, id)).limit(1);
    if (!p) throw AppError.of('not_found', 'error.notFound');
    const [cats, packs, pictures] = await Promise.all([
      tx.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, id)),
      tx.select().from(packages).where(eq(packages.productId, id)).orderBy(desc(packages.active), asc(packages.sortOrder), asc(packages.id)),
      tx.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position), asc(productImages.createdAt)),
    ]);
    return {
      id: p.id,
      slug: p.slug,
      name: p.name,
      brandId: p.brandId,
      categoryIds: cats.map((c) => c.id).sort((a, b) => a - b),
      form: p.form,
      kind: p.kind,
      composition: p.composition as ProductAdminView['composition'],
      indications: p.indications,
      dosage: p.dosage,
      contraindications: p.contraindications,
      description: p.description,
      prescriptionRequired: p.prescriptionRequired,
      otc: p.otc,
      returnWindowDays: p.returnWindowDays,
      gstRatePercent: p.gstRateBp / 100,
      hsnCode: p.hsnCode,
      metaTitle: p.metaTitle,
      metaDescription: p.metaDescription,
      active: p.active,
      packs: packs.map((k) => ({ id: k.id, label: k.label, sku: k.sku, mrp: k.mrpPaise, price: k.salePricePaise, maxPerOrder: k.maxPerOrder, active: k.active })),
      pictures: pictures.map((i) => ({ id: i.id, alt: i.alt, widths: i.widths })),
      updatedAt: p.updatedAt,
    };
  }

  /** The whole record for the audit trail: the row without its derived columns, plus its packs and categories. */
  async function auditShape(tx: DbOrTx, id: number) {
    const v = await view(tx, id);
    const { updatedAt: _u, pictures, ...rest } = v;
    return { ...rest, pictures: pictures.map((p) => `${p.id}: ${p.alt}`) };
  }

  /** Field errors for values other records hold already; refuses before anything is written. */
  async function checkUnique(tx: DbOrTx, productId: number | null, slug: string, input: ProductInput) {
    const fields: Record<string, string> = {};
    const [taken] = await tx.select({ id: products.id }).from(products).where(and(eq(products.slug, slug), productId ? ne(products.id, productId) : undefined)).limit(1);
    if (taken) fields.slug = t('office.product.slugTaken');
    const skus = input.packs.map((k) => k.sku);
    const others = await tx
      .select({ sku: packages.sku, productId: packages.productId, id: packages.id })
      .from(packages)
      .where(inArray(packages.sku, skus));
    input.packs.forEach((k, i) => {
      const other = others.find((o) => o.sku === k.sku);
      // Its own pack keeps its SKU; another pack of this product may hand its SKU over only if it is that pack.
      if (other && !(productId && other.productId === productId && other.id === k.id)) fields[`packs.${i}.sku`] = t('office.pack.skuTaken');
    });
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId)).limit(1);
    if (!brand) fields.brandId = t('office.product.brandMissing');
    if (input.categoryIds.length) {
      const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, input.categoryIds));
      if (found.length !== new Set(input.categoryIds).size) fields.categoryIds = t('office.product.categoryMissing');
    }
    if (Object.keys(fields).length) throw new AppError('validation_failed', t('error.validation'), { fields });
  }

  function uniqueRace(err: unknown): never {
    if (isUniqueViolation(err)) {
      const msg = String((err as { constraint?: string; message?: string }).constraint ?? (err as Error).message ?? '');
      if (msg.includes('sku')) throw new AppError('validation_failed', t('error.validation'), { fields: { 'packs.0.sku': t('office.pack.skuTaken') } });
      throw new AppError('validation_failed', t('error.validation'), { fields: { slug: t('office.product.slugTaken') } });
    }
    throw err;
  }

  async function writeProduct(tx: DbOrTx, productId: number | null, input: ProductInput): Promise<number> {
    const [brand] = await tx.select({ name: brands.name, slug: brands.slug }).from(brands).where(eq(brands.id, input.brandId)).limit(1);
    const slug = input.slug ?? slugify(`${input.name} ${brand?.slug ?? ''}`);
    await checkUnique(tx, productId, slug, input);
    const values = {
      slug,
      name: input.name,
      brandId: input.brandId,
      kind: input.kind,
      form: input.form,
      composition: input.composition,
      indications: input.indications,
      dosage: input.dosage,
      contraindications: input.contraindications,
      description: input.description,
      prescriptionRequired: input.prescriptionRequired,
      otc: input.otc,
      returnWindowDays: input.returnWindowDays,
      gstRateBp: Math.round(input.gstRatePercent * 100),
      hsnCode: input.hsnCode,
      metaTitle: input.metaTitle ?? null,
      metaDescription: input.metaDescription ?? null,
      searchText: productSearchText(input, brand!.name),
      updatedAt: new Date(),
    };
    let id: number;
    if (productId) {
      await tx.update(products).set(values).where(eq(products.id, productId));
      id = productId;
    } else {
      [{ id }] = await tx.insert(products).values({ ...values, active: true }).returning({ id: products.id });
    }
    // Categories: replaced as a set.
    await tx.delete(productCategories).where(eq(productCategories.productId, id));
    if (input.categoryIds.length) await tx.insert(productCategories).values([...new Set(input.categoryIds)].map((categoryId) => ({ productId: id, categoryId })));
    // Packs: the listed ones are written in order; those of this product not listed become inactive. Two packs
    // swapping SKUs would meet the unique index half-way, so SKUs of kept packs are parked first.
    const existing: PackRow[] = productId ? await tx.select().from(packages).where(eq(packages.productId, id)) : [];
    const keep = new Set(input.packs.flatMap((k) => (k.id ? [k.id] : [])));
    for (const k of input.packs) {
      if (k.id && !existing.some((e) => e.id === k.id)) throw AppError.field('packs', t('error.notFound'));
    }
    for (const e of existing) if (keep.has(e.id)) await tx.update(packages).set({ sku: `~${e.id}` }).where(eq(packages.id, e.id));
    for (const [i, k] of input.packs.entries()) {
      const row = { label: k.label, sku: k.sku, mrpPaise: k.mrp, salePricePaise: k.price, maxPerOrder: k.maxPerOrder ?? null, sortOrder: i, active: true };
      if (k.id) await tx.update(packages).set(row).where(eq(packages.id, k.id));
      else await tx.insert(packages).values({ ...row, productId: id });
    }
    const dropped = existing.filter((e) => !keep.has(e.id) && e.active).map((e) => e.id);
    if (dropped.length) await tx.update(packages).set({ active: false }).where(inArray(packages.id, dropped));
    return id;
  }

  async function listProducts(q: z.output<typeof productListQuery>) {
    const where: Array<SQL | undefined> = [
      searchOf(q.q, [products.name, brands.name, sql`(SELECT string_agg(k.sku, ' ') FROM packages k WHERE k.product_id = ${products.id})`]),
      q.brand ? eq(products.brandId, q.brand) : undefined,
      q.category ? sql`${products.id} IN (SELECT product_id FROM product_categories WHERE category_id = ${q.category})` : undefined,
      q.active ? eq(products.active, q.active === 'true') : undefined,
    ];
    const condition = and(...where);
    const order = orderOf(q.sort, q.dir, { name: products.name, updated: products.updatedAt, price: sql`${products.minPricePaise}` }, products.id);
    const [found, [total]] = await Promise.all([
      db
        .select({
          id: products.id,
          slug: products.slug,
          name: products.name,
          brand: brands.name,
          minPrice: products.minPricePaise,
          active: products.active,
          updatedAt: products.updatedAt,
          skus: sql<string[]>`coalesce((SELECT array_agg(k.sku ORDER BY k.sort_order, k.id) FROM packages k WHERE k.product_id = ${products.id} AND k.active), '{}')`,
          images: sql<number>`(SELECT count(*)::int FROM product_images i WHERE i.product_id = ${products.id})`,
        })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(condition)
        .orderBy(...order)
        .limit(q.limit)
        .offset(q.skip),
      db.select({ n: count() }).from(products).innerJoin(brands, eq(brands.id, products.brandId)).where(condition),
    ]);
    return { items: found.map((r) => ({ ...r, skus: r.skus ?? [], packs: (r.skus ?? []).length, images: Number(r.images) })), total: Number(total.n) };
  }

  async function createProduct(actorId: number, input: ProductInput) {
    try {
      const result = await db.transaction(async (tx) => {
        const id = await writeProduct(tx, null, input);
        await recordAudit(tx, { actorId, entity: 'product', entityId: id, action: 'create', after: await auditShape(tx, id) });
        return view(tx, id);
      });
      changed();
      return result;
    } catch (err) {
      uniqueRace(err);
    }
  }

  async function updateProduct(actorId: number, id: number, input: ProductInput) {
    try {
      const result = await db.transaction(async (tx) => {
        const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
        if (!locked) throw AppError.of('not_found', 'error.notFound');
        const before = await auditShape(tx, id);
        await writeProduct(tx, id, input);
        await recordAudit(tx, { actorId, entity: 'product', entityId: id, action: 'update', before, after: await auditShape(tx, id) });
        return view(tx, id);
      });
      changed();
      return result;
    } catch (err) {
      uniqueRace(err);
    }
  }

  async function publish(actorId: number, id: number, active: boolean) {
    const result = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) throw AppError.of('not_found', 'error.notFound');
      if (active) {
        const [live] = await tx.select({ n: count() }).from(packages).where(and(eq(packages.productId, id), eq(packages.active, true)));
        if (Number(live.n) === 0) throw AppError.of('business_rule', 'office.product.publishNeedsPack');
      }
      if (before.active !== active) {
        await tx.update(products).set({ active, updatedAt: new Date() }).where(eq(products.id, id));
        await recordAudit(tx, { actorId, entity: 'product', entityId: id, action: active ? 'publish' : 'unpublish', before: { active: before.active }, after: { active } });
      }
      return view(tx, id);
    });
    changed();
    return result;
  }

  // Pictures -----------------------------------------------------------------------------------------------------

  async function addImage(actorId: number, productId: number, uploadId: string, alt: string) {
    const [p] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
    if (!p) throw AppError.of('not_found', 'error.notFound');
    const upload = await deps.uploads.ownedStored(actorId, uploadId, 'product_image');
    const original = await storage.get(upload.storageKey);
    if (!original) throw AppError.field('uploadId', t('office.image.uploadFirst'));
    const { widths, copies } = await resizeProductImage(original);
    const imageId = crypto.randomUUID();
    const written: string[] = [];
    try {
      for (const c of copies) {
        const key = imageCopyKey(imageId, c.width, c.format);
        await storage.put(key, c.bytes);
        written.push(key);
      }
      const result = await db.transaction(async (tx) => {
        await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
        const [last] = await tx.select({ n: max(productImages.position) }).from(productImages).where(eq(productImages.productId, productId));
        const position = last?.n == null ? 0 : Number(last.n) + 1;
        await tx.insert(productImages).values({ id: imageId, productId, position, alt, widths, createdBy: actorId });
        await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
        await recordAudit(tx, { actorId, entity: 'product', entityId: productId, action: 'image.add', after: { image: imageId, alt, position, widths } });
        return view(tx, productId);
      });
      changed();
      return result;
    } catch (err) {
      for (const key of written) await storage.delete(key).catch(() => undefined);
      throw err;
    }
  }

  async function imageOf(tx: DbOrTx, productId: number, imageId: string) {
    const [img] = await tx.select().from(productImages).where(and(eq(productImages.id, imageId), eq(productImages.productId, productId))).for('update');
    if (!img) throw AppError.of('not_found', 'error.notFound');
    return img;
  }

  async function editImage(actorId: number, productId: number, imageId: string, alt: string) {
    const result = await db.transaction(async (tx) => {
      const img = await imageOf(tx, productId, imageId);
      await tx.update(productImages).set({ alt }).where(eq(productImages.id, imageId));
      await recordAudit(tx, { actorId, entity: 'product', entityId: productId, action: 'image.alt', before: { image: imageId, alt: img.alt }, after: { image: imageId, alt } });
      return view(tx, productId);
    });
    changed();
    return result;
  }

  /** New order of the product's pictures: `ids` must name each of them once. */
  async function orderImages(actorId: number, productId: number, ids: string[]) {
    const result = await db.transaction(async (tx) => {
      const imgs = await tx.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position)).for('update');
      const current = imgs.map((i) => i.id);
      if (ids.length !== current.length || new Set(ids).size !== ids.length || ids.some((id) => !current.includes(id))) throw AppError.field('ids', t('office.image.orderInvalid'));
      for (const [position, id] of ids.entries()) await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
      await recordAudit(tx, { actorId, entity: 'product', entityId: productId, action: 'image.order', before: { images: current }, after: { images: ids } });
      return view(tx, productId);
    });
    changed();
    return result;
  }

  async function removeImage(actorId: number, productId: number, imageId: string) {
    let widths: number[] = [];
    const result = await db.transaction(async (tx) => {
      const img = await imageOf(tx, productId, imageId);
      widths = img.widths;
      await tx.delete(productImages).where(eq(productImages.id, imageId));
      await recordAudit(tx, { actorId, entity: 'product', entityId: productId, action: 'image.remove', before: { image: imageId, alt: img.alt, position: img.position } });
      return view(tx, productId);
    });
    changed();
    // The row is gone, so no page names the copies any more.
    for (const w of widths) for (const f of PRODUCT_IMAGE_FORMATS) await storage.delete(imageCopyKey(imageId, w, f)).catch(() => undefined);
    return result;
  }

  // Brands and categories ---------------------------------------------------------------------------------------

  // Outer columns named in full: drizzle leaves a one-table select's columns unqualified, which a subquery would misread.
  const brandCount = sql<number>`(SELECT count(*)::int FROM products p WHERE p.brand_id = "brands"."id")`;
  const brandFields = {
    id: brands.id,
    slug: brands.slug,
    name: brands.name,
    manufacturer: brands.manufacturer,
    licence: brands.licence,
    description: brands.description,
    noNirogMoney: brands.noNirogMoney,
    productCount: brandCount,
  };

  async function listBrands(q: z.output<typeof brandListQuery>) {
    const condition = searchOf(q.q, [brands.name, brands.manufacturer, brands.slug]);
    const order = orderOf(q.sort, q.dir, { name: brands.name, products: brandCount }, brands.id);
    const [items, [total]] = await Promise.all([
      db.select(brandFields).from(brands).where(condition).orderBy(...order).limit(q.limit).offset(q.skip),
      db.select({ n: count() }).from(brands).where(condition),
    ]);
    return { items: items.map((b) => ({ ...b, productCount: Number(b.productCount) })), total: Number(total.n) };
  }

  async function saveBrand(actorId: number, id: number | null, input: BrandInput) {
    const slug = input.slug ?? slugify(input.name).slice(0, 80);
    try {
      const result = await db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: brands.id }).from(brands).where(and(eq(brands.slug, slug), id ? ne(brands.id, id) : undefined)).limit(1);
        if (taken) throw AppError.field('slug', t('office.product.slugTaken'));
        const values = { slug, name: input.name, manufacturer: input.manufacturer, licence: input.licence ?? null, description: input.description ?? null, noNirogMoney: input.noNirogMoney };
        let before: typeof brands.$inferSelect | null = null;
        let brandId: number;
        if (id) {
          [before] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
          if (!before) throw AppError.of('not_found', 'error.notFound');
          await tx.update(brands).set(values).where(eq(brands.id, id));
          brandId = id;
          // The brand's name is part of its products' search text.
          if (before.name !== input.name) {
            await tx.execute(sql`UPDATE products SET search_text = replace(search_text, ${`| ${before.name} |`}, ${`| ${input.name} |`}) WHERE brand_id = ${id}`);
          }
        } else {
          [{ id: brandId }] = await tx.insert(brands).values(values).returning({ id: brands.id });
        }
        const [after] = await tx.select().from(brands).where(eq(brands.id, brandId));
        await recordAudit(tx, { actorId, entity: 'brand', entityId: brandId, action: id ? 'update' : 'create', before, after });
        const [row] = await tx.select(brandFields).from(brands).where(eq(brands.id, brandId));
        return { ...row, productCount: Number(row.productCount) };
      });
      changed();
      return result;
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.field('slug', t('office.product.slugTaken'));
      throw err;
    }
  }

  const parent = sql<string | null>`(SELECT c2.name FROM categories c2 WHERE c2.id = "categories"."parent_id")`;
  const catCount = sql<number>`(SELECT count(*)::int FROM product_categories pc WHERE pc.category_id = "categories"."id")`;
  const categoryFields = {
    id: categories.id,
    slug: categories.slug,
    name: categories.name,
    parentId: categories.parentId,
    parentName: parent,
    description: categories.description,
    sortOrder: categories.sortOrder,
    productCount: catCount,
  };

  async function listCategories(q: z.output<typeof categoryListQuery>) {
    const condition = searchOf(q.q, [categories.name, categories.slug]);
    const order = orderOf(q.sort, q.dir, { name: categories.name, order: sql`coalesce(${categories.parentId}, ${categories.id}), ${categories.parentId} NULLS FIRST, ${categories.sortOrder}`, products: catCount }, categories.id);
    const [items, [total]] = await Promise.all([
      db.select(categoryFields).from(categories).where(condition).orderBy(...order).limit(q.limit).offset(q.skip),
      db.select({ n: count() }).from(categories).where(condition),
    ]);
    return { items: items.map((c) => ({ ...c, productCount: Number(c.productCount) })), total: Number(total.n) };
  }

  async function saveCategory(actorId: number, id: number | null, input: CategoryInput) {
    const slug = input.slug ?? slugify(input.name).slice(0, 80);
    try {
      const result = await db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: categories.id }).from(categories).where(and(eq(categories.slug, slug), id ? ne(categories.id, id) : undefined)).limit(1);
        if (taken) throw AppError.field('slug', t('office.product.slugTaken'));
        const parentId = input.parentId ?? null;
        if (parentId) {
          // Two levels only (the shop's tree): a parent must be a root, and not the category itself.
          const [p] = await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.id, parentId));
          if (!p || p.parentId !== null || p.id === id) throw AppError.field('parentId', t('office.category.parentInvalid'));
          if (id) {
            const [child] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1);
            if (child) throw AppError.field('parentId', t('office.category.parentInvalid'));
          }
        }
        const values = { slug, name: input.name, parentId, description: input.description ?? null, sortOrder: input.sortOrder };
        let before: typeof categories.$inferSelect | null = null;
        let catId: number;
        if (id) {
          [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
          if (!before) throw AppError.of('not_found', 'error.notFound');
          await tx.update(categories).set(values).where(eq(categories.id, id));
          catId = id;
        } else {
          [{ id: catId }] = await tx.insert(categories).values(values).returning({ id: categories.id });
        }
        const [after] = await tx.select().from(categories).where(eq(categories.id, catId));
        await recordAudit(tx, { actorId, entity: 'category', entityId: catId, action: id ? 'update' : 'create', before, after });
        const [row] = await tx.select(categoryFields).from(categories).where(eq(categories.id, catId));
        return { ...row, productCount: Number(row.productCount) };
      });
      changed();
      return result;
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.field('slug', t('office.product.slugTaken'));
      throw err;
    }
  }

  return {
    listProducts,
    getProduct: (id: number) => view(db, id),
    createProduct,
    updateProduct,
    publish,
    addImage,
    editImage,
    orderImages,
    removeImage,
    listBrands,
    saveBrand,
    listCategories,
    saveCategory,
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
export type { ProductSort, ProductRow };
