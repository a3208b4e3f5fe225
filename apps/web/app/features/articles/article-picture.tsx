import type { ArticleImageView } from '@nirog/shared/schemas/articles';

/** An article picture: WebP with a JPEG fallback, its own shape reserved (no layout shift), lazy unless first. */
export function ArticlePicture({ image, sizes, eager = false, className }: { image: ArticleImageView; sizes: string; eager?: boolean; className?: string }) {
  return (
    <picture>
      <source type="image/webp" srcSet={image.srcset} sizes={sizes} />
      <img
        src={image.src.replace(/\.webp$/, '.jpg')}
        srcSet={image.jpegSrcset}
        sizes={sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
        className={className}
      />
    </picture>
  );
}
