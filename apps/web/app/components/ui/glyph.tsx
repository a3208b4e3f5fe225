import type { CSSProperties } from 'react';
import { cn } from './cn.ts';

/** The icons drawn by CSS (glyphs.css, made by scripts/glyphs.mjs), by lucide name. */
export type GlyphName = 'arrow-right' | 'building-complex' | 'chevron-left' | 'chevron-right' | 'languages' | 'map-pin' | 'star' | 'video';

/**
 * A decorative icon that repeats down a page (a card's pin, a tile's chevron): one empty span masked by lucide's
 * outline in the stylesheet, instead of an inline SVG of 400-700 bytes and 2-6 elements per use (decision 058). It
 * takes the text colour and is 1em square unless sized by a class (`size-4`). Icons that appear once stay lucide.
 */
export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return <span aria-hidden className={cn('glyph', `glyph-${name}`, className)} />;
}

/** Five stars filled to `value` (0-5, fractions shown as part of a star) in one element; decorative (say the value in text). */
export function Stars({ value, className }: { value: number; className?: string }) {
  const style = { '--rating': Math.max(0, Math.min(5, value)) } as CSSProperties;
  return <span aria-hidden className={cn('stars', className)} style={style} />;
}
