import { t } from '@nirog/shared/messages/catalogue';
import { ButtonLink } from '../ui/button.tsx';
import { Container } from '../ui/card.tsx';

export function NotFoundPage() {
  return (
    <Container className="py-20 text-center">
      <title>{`${t('notFound.title')} | ${t('app.name')}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-muted">{t('notFound.text')}</p>
      <ButtonLink to="/" className="mt-8">
        {t('notFound.home')}
      </ButtonLink>
    </Container>
  );
}
