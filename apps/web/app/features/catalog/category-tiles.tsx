import { Link } from 'react-router';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { cn } from '../../components/ui/cn.ts';
import { Glyph } from '../../components/ui/glyph.tsx';
import type { CategoryNode } from '@nirog/shared/schemas/catalog';
import { addressIn } from '@nirog/shared/messages/locale-path';

/** What a tile shows: a loader may send only these (the home page sends no descriptions). */
export type TileCategory = Pick<CategoryNode, 'id' | 'name' | 'productCount'> & { description?: string | null };

/** Category links as tiles: name and how many medicines it has. */
export function CategoryTiles({ categories, className, showDescription = false }: { categories: TileCategory[]; className?: string; showDescription?: boolean }) {
  return (
    <ul className={cn('grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4', className)}>
      {categories.map((c) => (
        <li key={c.id}>
          <Link
            to={addressIn(currentLocale(), `/medicines/category/${c.id}`)}
            className="group flex h-full items-start justify-between gap-2 rounded-lg border border-line bg-white px-3 py-2 hover:border-brand-200 hover:bg-brand-50 sm:rounded-xl sm:py-2.5"
          >
            <span className="min-w-0">
              <span className="block text-sm leading-snug font-medium text-ink group-hover:text-brand-800 sm:text-[15px]">{c.name}</span>
              <span className="block text-xs text-muted">{t(c.productCount === 1 ? 'catalog.categories.countOne' : 'catalog.categories.count', { count: c.productCount })}</span>
              {showDescription && c.description && <span className="mt-1 hidden text-sm text-muted sm:block">{c.description}</span>}
            </span>
            <Glyph name="chevron-right" className="mt-1 hidden size-4 text-muted group-hover:text-brand-700 sm:block" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
