import { BadgeCheck, GraduationCap, Handshake, Lock, MessagesSquare, ReceiptIndianRupee, ShieldCheck, Trophy, BadgePercent, type LucideIcon } from 'lucide-react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { currentLocale, t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { addressIn } from '@nirog/shared/messages/locale-path';
import { pageMeta } from '../components/layout/page-title.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { Container } from '../components/ui/card.tsx';
import { showsVerificationPrompt } from '@nirog/shared/verification-rules';
import { VerificationPrompt } from '../features/verification/verification-prompt.tsx';
import { currentUser } from '../lib/session.server.ts';
import { originOf } from '../features/catalog/catalog-loaders.server.ts';
import { CategoryTiles } from '../features/catalog/category-tiles.tsx';
import { ProductGrid, ShopSection, STRIP_CLASS } from '../features/catalog/product-card.tsx';
import { loadHome } from '../features/home/home.server.ts';
import { DoctorsNear, ForYou, SearchHero } from '../features/home/home-sections.tsx';
import { languageLinks } from '../features/catalog/seo.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(t('home.meta.title'), t('home.meta.description')),
  ...(data ? languageLinks(`${data.origin}/`).links : []),
];

const TRUST: Array<{ Icon: LucideIcon; title: MessageKey; text: MessageKey }> = [
  { Icon: BadgeCheck, title: 'home.trust.verified.title', text: 'home.trust.verified.text' },
  { Icon: ShieldCheck, title: 'home.trust.genuine.title', text: 'home.trust.genuine.text' },
  { Icon: ReceiptIndianRupee, title: 'home.trust.invoice.title', text: 'home.trust.invoice.text' },
  { Icon: Lock, title: 'home.trust.payments.title', text: 'home.trust.payments.text' },
];

/** What practitioners and the trade get, each a link to its page. */
const FOR_PRACTITIONERS: Array<{ Icon: LucideIcon; title: MessageKey; to: string }> = [
  { Icon: BadgePercent, title: 'home.offer.tiers.title', to: '/practitioner' },
  { Icon: Handshake, title: 'home.offer.partner.title', to: '/nirogpartner' },
  { Icon: MessagesSquare, title: 'home.offer.feed.title', to: '/feeds' },
  { Icon: Trophy, title: 'home.offer.quizzes.title', to: '/quizzes' },
  { Icon: GraduationCap, title: 'home.offer.courses.title', to: '/learning' },
];

function TrustStrip() {
  return (
    <section aria-labelledby="trust-title" className="border-y border-line bg-white">
      <Container className="py-8">
        <h2 id="trust-title" className="sr-only">
          {t('home.trust.title')}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TRUST.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon size={26} className="mt-0.5 shrink-0 text-brand-600" aria-hidden />
              <div>
                <p className="font-semibold text-brand-900">{t(title)}</p>
                <p className="text-sm text-muted">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** Practitioners and the trade: what they get, in one band; sign-up and login only for visitors. */
function ForPractitioners({ visitor }: { visitor: boolean }) {
  return (
    <section aria-labelledby="practitioners-title" className="py-10 sm:py-14">
      <Container>
        <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">{t('home.practitioners.eyebrow')}</p>
        <h2 id="practitioners-title" className="mt-2 text-2xl font-bold text-brand-900">
          {t('home.practitioners.title')}
        </h2>
        <p className="mt-2 max-w-2xl text-[15px] leading-6 text-muted">{t('home.practitioners.text')}</p>
        <ul className="mt-5 flex flex-wrap gap-2">
          {FOR_PRACTITIONERS.map(({ Icon, title, to }) => (
            <li key={to}>
              <Link
                to={addressIn(currentLocale(), to)}
                className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-white px-3.5 text-sm font-medium text-brand-800 hover:border-brand-200 hover:bg-brand-50"
              >
                <Icon size={16} aria-hidden />
                {t(title)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          {visitor && <ButtonLink to="/sign-up-practitioner">{t('auth.signUpPractitionerTitle')}</ButtonLink>}
          <ButtonLink to="/practitioner" variant="secondary">
            {t('home.practitioners.learnMore')}
          </ButtonLink>
          {visitor && (
            <p className="text-[15px] text-muted">
              {t('home.practitioners.registered')}{' '}
              <Link to="/login-practitioner" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {t('auth.loginAsPractitioner')}
              </Link>
            </p>
          )}
        </div>
      </Container>
    </section>
  );
}

/** On phones the first eight health concerns (the link opens them all); wider screens show every one. */
const CONCERNS_CLASS = '[&>li:nth-child(n+9)]:hidden sm:[&>li:nth-child(n+9)]:block';

/**
 * The home page starts with the task (issue 19 item 3, decision 045): search first, then (logged in) the user's next
 * appointment and recent orders, health concerns, deals, doctors near a pincode and top sellers; what the platform
 * offers follows. Someone logged in sees no sign-up buttons.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await currentUser(context.api);
  return { ...(await loadHome(context.api, request, user)), origin: originOf(request) };
}

export default function Home() {
  const { verification, mine, concerns, concernRootId, deals, topSelling, doctors } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const visitor = !mine;
  return (
    <>
      {params.get('deleted') === '1' && (
        <Container className="pt-4">
          <Alert tone="success">{t('privacy.deleted')}</Alert>
        </Container>
      )}
      {verification && showsVerificationPrompt(verification.userType, verification.status) && (
        <Container className="pt-4">
          <VerificationPrompt verification={verification} />
        </Container>
      )}
      <SearchHero firstName={mine?.firstName ?? null} />
      {mine && <ForYou orders={mine.orders} nextAppointment={mine.nextAppointment} />}
      <Container className="pb-12">
        {concerns.length > 0 && (
          <ShopSection
            id="home-concerns"
            title={t('home.concerns.title')}
            className="mt-8"
            more={concernRootId ? { to: `/medicines/category/${concernRootId}`, label: t('home.concerns.all') } : undefined}
          >
            <CategoryTiles categories={concerns} className={CONCERNS_CLASS} />
          </ShopSection>
        )}
        {deals.length > 0 && (
          <ShopSection id="home-deals" title={t('home.deals.title')} more={{ to: '/medicines/topDeals', label: t('home.deals.all') }}>
            <ProductGrid products={deals} className={STRIP_CLASS} />
          </ShopSection>
        )}
        <DoctorsNear doctors={doctors} />
        {topSelling.length > 0 && (
          <ShopSection id="home-top" title={t('home.top.title')} more={{ to: '/medicines/allMedicines?sort=popular', label: t('home.top.all') }}>
            <ProductGrid products={topSelling} className={STRIP_CLASS} />
          </ShopSection>
        )}
      </Container>
      <TrustStrip />
      <ForPractitioners visitor={visitor} />
    </>
  );
}
