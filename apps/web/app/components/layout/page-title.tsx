import { t } from '@nirog/shared/messages/catalogue';

/** `<title>` and description for a page (React 19 hoists them into <head>). */
export function pageMeta(title: string, description?: string) {
  return [{ title: `${title} | ${t('app.name')}` }, ...(description ? [{ name: 'description', content: description }] : [])];
}
