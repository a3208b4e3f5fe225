import { t } from '@nirog/shared/messages/catalogue';
import { NotFoundPage } from '../../components/layout/not-found.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { openShareLink } from '../../features/care/share-link.server.ts';
import type { Route } from './+types/short-link';

/** /dl/{shortCode}: opens the page a short share link stands for (see share-link.server.ts). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return openShareLink(context.api, params.shortCode, request);
}

/** Only a shared post, for a reader without a session, stays here: its card for link previews, and the login. */
export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `${data.title} | ${t('app.name')}` },
        ...(data.description ? [{ name: 'description', content: data.description }, { property: 'og:description', content: data.description }] : []),
        { property: 'og:site_name', content: t('app.name') },
        { property: 'og:title', content: data.title },
        { property: 'og:type', content: 'article' },
        ...(data.imageUrl
          ? [
              { property: 'og:image', content: data.imageUrl },
              { property: 'og:image:alt', content: t('feedsWeb.shared.image') },
              { name: 'twitter:card', content: 'summary_large_image' },
            ]
          : []),
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export default function ShortLink({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFoundPage />;
  return (
    <Container className="py-10">
      <Card className="mx-auto max-w-xl p-6">
        {loaderData.imageUrl && (
          <div className="-mx-6 -mt-6 mb-5 aspect-[16/9] overflow-hidden rounded-t-[inherit] border-b border-line bg-white">
            <img src={loaderData.imageUrl} alt={t('feedsWeb.shared.image')} width={800} height={450} decoding="async" className="block h-full w-full object-cover object-top" />
          </div>
        )}
        <h1 className="text-xl font-semibold text-ink">{loaderData.title}</h1>
        {loaderData.description && <p className="mt-3 whitespace-pre-line text-[15px] text-ink">{loaderData.description}</p>}
        <p className="mt-4 text-sm text-muted">{t('feedsWeb.shared.loginToRead')}</p>
        <ButtonLink to={loaderData.loginTo} className="mt-4">
          {t('feedsWeb.shared.logIn')}
        </ButtonLink>
      </Card>
    </Container>
  );
}
