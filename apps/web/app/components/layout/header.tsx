import type { ReactNode } from 'react';
import { Bell, ChevronDown, Leaf, Menu, Search, ShoppingCart, UserRound } from 'lucide-react';
import { Form, Link, NavLink, useSearchParams } from 'react-router';
import { labelOf } from '@nirog/shared/codes/code-table';
import { USER_TYPES, type UserTypeCode } from '@nirog/shared/codes/tables';
import { currentLocale, t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { addressIn } from '@nirog/shared/messages/locale-path';
import { isTradeBuyer, QUICK_ORDER_PATH } from '@nirog/shared/trade-buyers';
import type { PublicUser } from '../../lib/api-client.ts';
import type { SearchTarget } from '../../search-target.ts';
import { buttonClass } from '../ui/button.tsx';
import { Container } from '../ui/card.tsx';
import { SearchCombobox } from './search-combobox.tsx';
import { cn } from '../ui/cn.ts';
import { LanguageSwitch } from './language-switch.tsx';

const NAV: Array<{ to: string; label: MessageKey }> = [
  { to: '/ayurveda/doctors', label: 'nav.findDoctors' },
  { to: '/clinics', label: 'nav.findClinics' },
  { to: '/medicines', label: 'nav.medicines' },
  { to: '/learn', label: 'nav.learn' },
  { to: '/practitioner', label: 'nav.practitioners' },
];

export function Logo() {
  return (
    <Link to={addressIn(currentLocale(), '/')} className="flex min-h-11 items-center gap-2 text-brand-800" aria-label={t('layout.homeLink', { name: t('app.name') })}>
      <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-white">
        <Leaf size={20} aria-hidden />
      </span>
      <span className="text-xl font-bold tracking-tight">{t('app.name')}</span>
    </Link>
  );
}

/** The account menu's pages: everyone's, the care desk for doctors and clinics, the back office for operators. */
function accountLinks(user: PublicUser): Array<{ to: string; label: string }> {
  const provider = user.userType === 2 || user.userType === 3;
  return [
    { to: '/profile', label: t('nav.profile') },
    { to: '/myorders', label: t('shop.header.myOrders') },
    // Trade buyers order many packs at once (decision 043); patients never see the link.
    ...(isTradeBuyer(user.userType) ? [{ to: QUICK_ORDER_PATH, label: t('tradeUi.grid.link') }] : []),
    { to: '/nirogmoney', label: t('wallet.menu') },
    { to: '/referral', label: t('rewardsUi.referral.nav') },
    { to: '/bookmarks', label: t('bookmarks.title') },
    { to: '/events#my-registrations', label: t('events.mine.menu') },
    { to: '/my-appointments', label: t('desk.nav.appointments') },
    ...(provider
      ? [
          { to: '/appointment-calendar', label: t('desk.cal.title') },
          { to: '/appointment-requests', label: t('desk.nav.requests') },
          { to: '/my-patients', label: t('desk.nav.patients') },
        ]
      : []),
    ...(user.isOperator ? [{ to: '/admin', label: t('nav.backOffice') }] : []),
  ];
}

/** Menus are <details> elements: they open by keyboard and work before (or without) JavaScript. */
function AccountMenu({ user }: { user: PublicUser }) {
  return (
    <details className="group relative">
      <summary className={cn(buttonClass('ghost', 'sm'), 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
        <UserRound size={18} aria-hidden />
        {/* Below 400 px the name gives way, so the cart and the menu always fit. */}
        <span className="hidden max-w-24 truncate min-[400px]:inline sm:max-w-32">{user.fullName.split(' ')[0]}</span>
        <ChevronDown size={16} aria-hidden className="transition-transform group-open:rotate-180" />
        <span className="sr-only">{t('nav.account')}</span>
      </summary>
      <div className="absolute right-0 z-30 mt-2 w-60 rounded-xl border border-line bg-white p-2 shadow-lg">
        <p className="px-3 py-2 text-sm text-muted">
          <span className="block font-medium text-ink">{user.fullName}</span>
          {labelOf(USER_TYPES, user.userType as UserTypeCode)}
        </p>
        {accountLinks(user).map((l) => (
          <Link key={l.to} to={l.to} className="block rounded-lg px-3 py-3 text-[15px] hover:bg-brand-50 sm:py-2">
            {l.label}
          </Link>
        ))}
        <Form method="post" action="/logout">
          <button type="submit" className="block w-full rounded-lg px-3 py-3 text-left text-[15px] hover:bg-brand-50 sm:py-2">
            {t('nav.logout')}
          </button>
        </Form>
      </div>
    </details>
  );
}

const SEARCH_PLACEHOLDER = { medicines: 'search.placeholder', doctors: 'search.placeholderDoctors', clinics: 'search.placeholderClinics', content: 'articles.search.placeholder' } as const;
const SEARCH_FIRST = { medicines: 'medicines', doctors: 'doctors', clinics: 'clinics', content: 'articles' } as const;
const SEARCH_INPUT = 'h-11 w-full rounded-l-lg border border-r-0 border-line bg-white px-3 text-[15px] focus:border-brand-600 focus:outline-none';

/** The header's search: medicines (with suggestions), or the doctors or clinics of the page's city (route-access.ts). */
export function SearchBar({ target }: { target: SearchTarget }) {
  const [params] = useSearchParams();
  const current = params.get('search') ?? undefined;
  return (
    <Form method="get" action={addressIn(currentLocale(), target.action)} role="search" className="flex w-full" key={target.action}>
      <label htmlFor="site-search" className="sr-only">
        {t('search.label')}
      </label>
      {/* Every page kind suggests across kinds, its own first (decision 071). */}
      <SearchCombobox id="site-search" name="search" defaultValue={current} placeholder={t(SEARCH_PLACEHOLDER[target.scope])} className={SEARCH_INPUT} first={SEARCH_FIRST[target.scope]} />
      <button type="submit" className={cn(buttonClass('primary', 'md'), 'rounded-l-none')} aria-label={t('search.submit')}>
        <Search size={18} aria-hidden />
      </button>
    </Form>
  );
}

/** A header icon link with a count badge (hidden from screen readers: the link's label says the count). */
function CountLink({ to, label, count, testId, children }: { to: string; label: string; count: number; testId: string; children: ReactNode }) {
  return (
    <Link to={to} className={cn(buttonClass('ghost', 'sm'), 'relative px-2')} aria-label={label} data-testid={testId}>
      {children}
      {count > 0 && (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-saffron-700 px-1 text-xs font-bold text-white tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

/** The cart with its item count, for logged-in users and visitors with a guest cart (the root loader counts it). */
function CartLink({ count }: { count: number }) {
  const label = count === 1 ? t('shop.header.cartOne') : t('shop.header.cartCount', { count });
  return (
    <CountLink to="/order/cart" label={label} count={count} testId="header-cart">
      <ShoppingCart size={22} aria-hidden />
    </CountLink>
  );
}

/** The bell (decision 054): a plain link to the inbox, with the unread count the root loader fetched. */
function BellLink({ unread }: { unread: number | null }) {
  const count = unread ?? 0;
  return (
    <CountLink to="/notifications" label={count > 0 ? t('notify.bell.unread', { count }) : t('notify.bell.label')} count={count} testId="header-bell">
      <Bell size={22} aria-hidden />
    </CountLink>
  );
}

export function Header({ user, cartCount = null, unread = null, search }: { user: PublicUser | null; cartCount?: number | null; unread?: number | null; search: SearchTarget | null }) {
  return (
    <header className="sticky top-0 z-20 border-b border-line bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2">
        {t('nav.skipToContent')}
      </a>
      <Container className="flex h-16 items-center gap-2 sm:gap-4">
        <Logo />
        <nav aria-label={t('layout.mainNav')} className="ml-4 hidden flex-1 items-center gap-1 lg:flex">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={addressIn(currentLocale(), item.to)}
              className={({ isActive }) =>
                cn('rounded-lg px-3 py-2 text-[15px] font-medium', isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-canvas')
              }
            >
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitch variant="toggle" className="hidden lg:flex" />
          {user ? (
            <>
              <BellLink unread={unread} />
              <CartLink count={cartCount ?? 0} />
              <AccountMenu user={user} />
            </>
          ) : (
            <>
              {/* A visitor's guest cart (decision 042); a visitor without one has no cart count. */}
              {cartCount !== null && <CartLink count={cartCount} />}
              <Link to="/login" className={buttonClass('ghost', 'sm')}>
                {t('nav.login')}
              </Link>
              {/* Below 400 px the cart takes Sign up's place (the cart page offers "Create an account"). */}
              <Link to="/sign-up" className={cn(buttonClass('primary', 'sm'), cartCount !== null && 'max-[399px]:hidden')}>
                {t('nav.signUp')}
              </Link>
            </>
          )}
          <details className="group relative lg:hidden">
            <summary className={cn(buttonClass('ghost', 'sm'), 'cursor-pointer list-none px-2 [&::-webkit-details-marker]:hidden')} aria-label={t('nav.menu')}>
              <Menu size={22} aria-hidden />
            </summary>
            <nav aria-label={t('layout.mainNav')} className="absolute right-0 z-30 mt-2 w-56 rounded-xl border border-line bg-white p-2 shadow-lg">
              {NAV.map((item) => (
                <Link key={item.to} to={addressIn(currentLocale(), item.to)} className="block rounded-lg px-3 py-3 text-[15px] hover:bg-brand-50">
                  {t(item.label)}
                </Link>
              ))}
              <LanguageSwitch variant="toggle" className="mt-1 border-t border-line pt-1" />
            </nav>
          </details>
        </div>
      </Container>
      {search && (
        <Container className="pb-3">
          <SearchBar target={search} />
        </Container>
      )}
    </header>
  );
}

