import { Form, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { ARTICLE_CATEGORY_SLUGS, ARTICLE_LANGUAGES, ARTICLE_LIMITS, ARTICLE_MEDIA_TYPES, type AdminArticleView } from '@nirog/shared/schemas/articles';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { categoryLabel, languageLabel, mediaLabel } from '../articles/article-labels.ts';
import { PicturePicker } from './picture-picker.tsx';
import { RichTextField } from './rich-text-field.tsx';

/**
 * An article's fields (decision 047): what it is (media type, language, category), its address, title and summary,
 * the body in the rich-text editor, pictures, video link, author, medicine words and SEO. A plain POST (intent save).
 */
export function ArticleForm({ article, values, errors }: { article: AdminArticleView | null; values?: Record<string, string>; errors: Record<string, string> }) {
  const busy = useNavigation().state === 'submitting';
  const v = (name: keyof AdminArticleView & string, fallback = '') => values?.[name] ?? (article ? String(article[name] ?? '') : fallback);
  const known = article?.images ?? [];
  return (
    <Form method="post" className="space-y-5" aria-label={article ? t('articles.desk.edit') : t('articles.desk.new')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label={t('articles.field.mediaType')} name="mediaType" defaultValue={v('mediaType', 'blogs')} error={errors.mediaType}>
          {ARTICLE_MEDIA_TYPES.map((m) => (
            <option key={m} value={m}>
              {mediaLabel(m)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('articles.field.language')} name="language" defaultValue={v('language', 'en')} error={errors.language}>
          {ARTICLE_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {languageLabel(l)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('articles.field.category')} name="category" defaultValue={v('category', 'digestion')} error={errors.category}>
          {ARTICLE_CATEGORY_SLUGS.map((c) => (
            <option key={c} value={c}>
              {categoryLabel(c)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField label={t('articles.field.title')} name="title" defaultValue={v('title')} maxLength={ARTICLE_LIMITS.title} required error={errors.title} />
      <TextField label={t('articles.field.slug')} name="slug" defaultValue={v('slug')} maxLength={ARTICLE_LIMITS.slug} pattern="[a-z0-9]+(-[a-z0-9]+)*" required error={errors.slug} />
      <TextAreaField label={t('articles.field.summary')} name="summary" defaultValue={v('summary')} maxLength={ARTICLE_LIMITS.summary} rows={2} required error={errors.summary} />
      <RichTextField name="bodyHtml" defaultValue={v('bodyHtml')} error={errors.bodyHtml} />
      <PicturePicker name="coverImageId" label={t('articles.field.cover')} multiple={false} initial={article?.coverImageId ? [article.coverImageId] : []} known={known} />
      <PicturePicker name="galleryImageIds" label={t('articles.field.gallery')} multiple initial={article?.galleryImageIds ?? []} known={known} />
      {errors.coverImageId || errors.galleryImageIds ? (
        <p className="text-sm font-medium text-danger" role="alert">
          {errors.coverImageId ?? errors.galleryImageIds}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('articles.field.videoUrl')} name="videoUrl" type="url" defaultValue={v('videoUrl')} error={errors.videoUrl} />
        <TextField label={t('articles.field.authorId')} name="authorId" inputMode="numeric" defaultValue={v('authorId')} error={errors.authorId} />
      </div>
      <TextField label={t('articles.field.tags')} name="tags" defaultValue={values?.tags ?? article?.tags.join(', ') ?? ''} error={errors.tags} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('articles.field.seoTitle')} name="seoTitle" defaultValue={v('seoTitle')} maxLength={ARTICLE_LIMITS.seoTitle} error={errors.seoTitle} />
        <TextField label={t('articles.field.seoDescription')} name="seoDescription" defaultValue={v('seoDescription')} maxLength={ARTICLE_LIMITS.seoDescription} error={errors.seoDescription} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {article && article.status !== 'draft' ? t('articles.desk.saveChanges') : t('articles.desk.save')}
        </Button>
      </div>
    </Form>
  );
}
