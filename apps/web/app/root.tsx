import './load-context.ts';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { loginKindOf, type UserTypeCode } from '@nirog/shared/codes/tables';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { englishPathOf } from '@nirog/shared/messages/locale-path';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import devanagari600 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url';
import { Footer } from './components/layout/footer.tsx';
import { Header } from './components/layout/header.tsx';
import { NotFoundPage } from './components/layout/not-found.tsx';
import { buttonClass } from './components/ui/button.tsx';
import { Modal } from './components/ui/modal.tsx';
import { DeactivatedModal } from './features/account/deactivated-modal.tsx';
import { SignupSuccessModal } from './features/account/signup-success-modal.tsx';
import { sessionState } from './lib/session.server.ts';
import { accessMapOf } from './features/access/access.server.ts';
import { welcomeRewardOf } from './features/wallet/wallet.server.ts';
import { cartCount } from './features/cart/cart.server.ts';
import { unreadCount } from './features/notifications/notifications.server.ts';
import { searchTargetOf } from './search-target.ts';
import { isReadingPage } from './lib/reading-page.ts';
import { replayEarlyInput, takeEarlyInput } from './lib/early-input.ts';
import { botInfoOf } from './features/chat/chat.server.ts';
import { ChatWidget } from './features/chat/chat-widget.tsx';
import { showsAssistantIcon } from '@nirog/shared/assistant-icon';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ user, deactivated }, access, botInfo] = await Promise.all([sessionState(context.api), accessMapOf(context.api), botInfoOf(context.api)]);
  const welcome = !!user && new URL(request.url).searchParams.get('welcome') === '1';
  const [welcomeRewardPaise, cartItems, unread] = await Promise.all([welcome ? welcomeRewardOf(context.api) : null, cartCount(context.api, user), unreadCount(context.api, user)]);
  return { user, deactivated, welcome, welcomeRewardPaise, access, cartCount: cartItems, unread, nonce: context.cspNonce, locale: currentLocale(), origin: new URL(request.url).origin, botInfo };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const user = data?.user ?? null;
  const nonce = data?.nonce;
  const locale = data?.locale ?? currentLocale();
  // The back office has its own layout: its header, no shop header, search or footer (issue 19 item 10).
  const office = /^\/admin(\/|$)/.test(location.pathname);
  // A reading page (`handle = READING_PAGE`, decision 052) is sent without scripts: HTML and CSS only. On the client
  // the scripts stay: a browser that runs this code has hydrated an earlier page and navigated here.
  const scriptless = typeof document === 'undefined' && isReadingPage(useMatches());
  // Once hydrated: what was typed before the scripts came reaches the forms' state (lib/early-input.ts). The mark
  // tells a test (and anyone looking) that the page is live.
  useLayoutEffect(() => {
    const early = takeEarlyInput();
    if (early.length) queueMicrotask(() => replayEarlyInput(early));
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        {/* A Hindi page needs its Devanagari font at first layout (the same files app.css names): no boxes, no shift. */}
        {locale === 'hi' && <link rel="preload" as="font" type="font/woff2" href={devanagari400} crossOrigin="anonymous" />}
        {locale === 'hi' && <link rel="preload" as="font" type="font/woff2" href={devanagari600} crossOrigin="anonymous" />}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React writes the stylesheet at the top of <head>, before the ~35 module preloads: first
            paint waits only for it, and on HTTP/1.1 it must not queue behind them (issue 17). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <meta name="theme-color" content="#1b5c3b" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {office ? (
          // The back office's layout route (routes/admin/office-layout.tsx) writes its own header and <main>.
          children
        ) : (
          <>
            <Header user={user} cartCount={data?.cartCount ?? null} unread={data?.unread ?? null} search={searchTargetOf(englishPathOf(location.pathname))} />
            <main id="main" className="flex-1">
              {children}
            </main>
            <Footer loginKind={loginKindOf(user?.userType as UserTypeCode | undefined)} />
          </>
        )}
        {data?.deactivated && <DeactivatedModal />}
        {data?.welcome && user && <SignupSuccessModal name={user.fullName} rewardPaise={data.welcomeRewardPaise} />}
        {!office && <ChatWidget info={data?.botInfo} nonce={nonce} />}
        {!office && showsAssistantIcon(!!user, location.pathname, data?.access?.sections.AiAssistant) && (
          // The floating assistant icon (spec sections 2 and 6; decision 071): a plain link, no script of its own.
          <a href="/ai-assistant" aria-label={t('assistant.iconLabel')} data-testid="assistant-icon" className="fixed bottom-4 right-4 z-40 grid h-12 w-12 place-items-center rounded-full bg-brand-700 text-xl text-white shadow-lg">
            <span aria-hidden="true">✦</span>
          </a>
        )}
        {!scriptless && <ScrollRestoration nonce={nonce} />}
        {!scriptless && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorModal />;
}

/** Spec section 2: a modal is shown if a page errors. */
function ErrorModal() {
  const [open, setOpen] = useState(true);
  const location = useLocation();
  useEffect(() => setOpen(true), [location.key]);
  return (
    <>
      <title>{`${t('errorModal.title')} | ${t('app.name')}`}</title>
      <div className="min-h-[40vh]" />
      <Modal open={open} onOpenChange={setOpen} title={t('errorModal.title')} description={t('errorModal.text')}>
        <div className="flex flex-wrap gap-3">
          <a href={location.pathname + location.search} className={buttonClass('primary')}>
            {t('errorModal.retry')}
          </a>
          <a href="/" className={buttonClass('secondary')}>
            {t('errorModal.home')}
          </a>
        </div>
      </Modal>
    </>
  );
}
