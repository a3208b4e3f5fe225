/** Labels of the article code tables (each key named literally, so each page's messages chunk carries it). */
import { t } from '@nirog/shared/messages/catalogue';
import type { ArticleCategory, ArticleLanguage, ArticleMediaType, ArticleStatus } from '@nirog/shared/schemas/articles';

export function mediaLabel(m: ArticleMediaType): string {
  switch (m) {
    case 'blogs':
      return t('articles.media.blogs');
    case 'news':
      return t('articles.media.news');
    case 'photos':
      return t('articles.media.photos');
    case 'videos':
      return t('articles.media.videos');
    case 'shorts':
      return t('articles.media.shorts');
  }
}

export const languageLabel = (l: ArticleLanguage) => (l === 'hi' ? t('articles.lang.hi') : t('articles.lang.en'));

export function categoryLabel(c: ArticleCategory | string): string {
  switch (c) {
    case 'digestion':
      return t('articles.category.digestion');
    case 'skin-hair':
      return t('articles.category.skin-hair');
    case 'joints-bones':
      return t('articles.category.joints-bones');
    case 'sleep-stress':
      return t('articles.category.sleep-stress');
    case 'womens-health':
      return t('articles.category.womens-health');
    case 'seasonal-care':
      return t('articles.category.seasonal-care');
    case 'respiratory':
      return t('articles.category.respiratory');
    case 'diet-nutrition':
      return t('articles.category.diet-nutrition');
    case 'children':
      return t('articles.category.children');
    case 'daily-routine':
      return t('articles.category.daily-routine');
    default:
      return c;
  }
}

export function statusLabel(s: ArticleStatus): string {
  return s === 'draft' ? t('articles.desk.status.draft') : s === 'scheduled' ? t('articles.desk.status.scheduled') : t('articles.desk.status.published');
}
