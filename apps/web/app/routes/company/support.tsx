import { Clock, Mail, Phone, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useActionData, useLoaderData } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { TICKET_CATEGORIES, type TicketCategory } from '@nirog/shared/schemas/support';
import { COMPANY, OTP_SEND_WINDOW_SECONDS, OTP_SENDS_PER_NUMBER, OTP_TTL_SECONDS } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { canonicalOf } from '../../features/catalog/seo.ts';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { CompanyAddress, EmailLink, PhoneLink } from '../../features/company/contact-details.tsx';
import { FaqList, type Faq } from '../../features/company/faq-list.tsx';
import { APPOINTMENTS, dayRange, ORDERS, supportEmailReply, supportHours } from '../../features/company/policy-values.ts';
import { Card } from '../../components/ui/card.tsx';
import { currentUser } from '../../lib/session.server.ts';
import { formatDate } from '../../lib/format.ts';
import { NeedHelpForm, TicketForm } from '../../features/support/support-forms.tsx';
import { TicketList } from '../../features/support/ticket-list.tsx';
import { supportAction } from '../../features/support/support.server.ts';
import type { Route } from './+types/support';

const ID = /^\d{1,9}$/;

/**
 * Public (spec section 2). Signed in: the help centre (start a ticket, prefilled by "Get help" with ?orderId= or
 * ?appointmentId=; my tickets). A visitor: "Need help" (a call-back ticket after an OTP). Then the contacts and FAQs.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await currentUser(context.api);
  const sent = url.searchParams.get('sent');
  if (!user) return { signedIn: false as const, sent: sent && /^T\d{6}$/.test(sent) ? sent : null, tickets: null, about: {} };
  const about: { orderId?: string; appointmentId?: string; label?: string; category?: TicketCategory } = {};
  const orderId = url.searchParams.get('orderId') ?? '';
  const appointmentId = url.searchParams.get('appointmentId') ?? '';
  if (ID.test(orderId)) {
    const res = await context.api.get(`/v3/orders/${orderId}`);
    if (res.ok) Object.assign(about, { orderId, label: t('support.form.aboutOrder', { number: res.entity.orderNumber }), category: 'order' });
  } else if (ID.test(appointmentId)) {
    const res = await context.api.get(`/v3/appointments/${appointmentId}`);
    if (res.ok) Object.assign(about, { appointmentId, label: t('support.form.aboutAppointment', { date: formatDate(res.entity.startsAt) }), category: 'appointment' });
  }
  const category = url.searchParams.get('category');
  if (!about.category && (TICKET_CATEGORIES as readonly string[]).includes(category ?? '')) about.category = category as TicketCategory;
  const tickets = await context.api.get('/v0/customer-ticket?limit=50');
  return { signedIn: true as const, sent: null, tickets: tickets.ok ? tickets.entity : { items: [], total: 0 }, about };
}

export async function action({ context, request }: Route.ActionArgs) {
  return supportAction(request, context.api);
}

function HelpCentre() {
  const { signedIn, sent, tickets, about } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!signedIn) {
    return sent ? (
      <Card id="need-help" className="scroll-mt-24 text-center">
        <CheckCircle2 size={40} className="mx-auto text-brand-600" aria-hidden />
        <h2 className="mt-3 text-xl font-bold text-brand-900">{t('support.needHelp.doneTitle')}</h2>
        <p className="text-[15px]">{t('support.needHelp.doneText', { number: sent })}</p>
      </Card>
    ) : (
      <NeedHelpForm result={result} />
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card id="need-help" className="scroll-mt-24">
        <h2 id="new-ticket-title" className="mt-0 text-xl font-bold text-brand-900">
          {t('support.centre.new')}
        </h2>
        <TicketForm result={result} about={about} />
      </Card>
      <section aria-labelledby="my-tickets-title">
        <h2 id="my-tickets-title" className="mt-0 text-xl font-bold text-brand-900">
          {t('support.centre.mine')}
        </h2>
        <TicketList items={tickets?.items ?? []} />
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(t('legal.support.title'), t('legal.support.description', { name: COMPANY.name })), ...canonicalOf(matches, '/support')];

/** A function, not a constant: the answers are looked up in the reader's language when the page renders. */
const faqs = (): Faq[] => [
  {
    question: t('legal.support.q.book'),
    answer: (
      <p>
        {t('legal.support.a.bookBefore')} <Link to="/ayurveda/doctors">{t('nav.findDoctors')}</Link>
        {t('legal.support.a.bookAfter')}
      </p>
    ),
  },
  {
    question: t('legal.support.q.video'),
    answer: (
      <p>
        {t('legal.support.a.video1')} <strong>{t('legal.support.myAppointments')}</strong> {t('legal.support.a.video2')}{' '}
        <strong>{t('legal.support.a.join')}</strong>
        {t('legal.support.a.video3')}
      </p>
    ),
  },
  {
    question: t('legal.support.q.genuine'),
    answer: (
      <p>{t('legal.support.a.genuine')}</p>
    ),
  },
  {
    question: t('legal.support.q.prescription'),
    answer: (
      <p>{t('legal.support.a.prescription')}</p>
    ),
  },
  {
    question: t('legal.support.q.delivery'),
    answer: (
      <p>{t('legal.support.a.delivery', { dispatch: dayRange(ORDERS.dispatchWorkingDays), delivery: dayRange(ORDERS.deliveryWorkingDays) })}</p>
    ),
  },
  {
    question: t('legal.support.q.nirogMoney'),
    answer: (
      <>
        <p>{t('legal.support.a.nirogMoney1', { name: COMPANY.name })}</p>
        <p>{t('legal.support.a.nirogMoney2')}</p>
      </>
    ),
  },
  {
    question: t('legal.support.q.couponLost'),
    answer: (
      <p>{t('legal.support.a.couponLost')}</p>
    ),
  },
  {
    question: t('legal.support.q.cancel'),
    answer: (
      <p>
        {t('legal.support.open')} <strong>{t('legal.support.myOrders')}</strong> {t('legal.support.a.or')}{' '}
        <strong>{t('legal.support.myAppointments')}</strong>
        {t('legal.support.a.cancel1')} <strong>{t('legal.support.a.cancelLabel')}</strong>
        {t('legal.support.a.cancel2', { hours: APPOINTMENTS.freeCancelHours })}{' '}
        <Link to="/cancellation-policy">{t('legal.support.a.cancelPolicy')}</Link>
        {t('legal.support.a.cancelEnd')}
      </p>
    ),
  },
  {
    question: t('legal.support.q.return'),
    answer: (
      <p>
        {t('legal.support.open')} <strong>{t('legal.support.myOrders')}</strong>
        {t('legal.support.a.return1')} <strong>{t('legal.support.a.returnLabel')}</strong>{' '}
        {t('legal.support.a.return2', { days: ORDERS.returnWindowDays })}{' '}
        <Link to="/refunds-returns-policy">{t('legal.support.a.returnPolicy')}</Link>
        {t('legal.support.a.returnEnd')}
      </p>
    ),
  },
  {
    question: t('legal.support.q.otp'),
    answer: (
      <p>
        {t('legal.support.a.otp1')} <strong>{t('auth.resendOtp')}</strong>
        {t('legal.support.a.otp2', {
          minutes: Math.round(OTP_TTL_SECONDS / 60),
          count: OTP_SENDS_PER_NUMBER,
          window: Math.round(OTP_SEND_WINDOW_SECONDS / 60),
        })}
      </p>
    ),
  },
  {
    question: t('legal.support.q.payment'),
    answer: (
      <p>{t('legal.support.a.payment')}</p>
    ),
  },
  {
    question: t('legal.support.q.safe'),
    answer: (
      <p>
        {t('legal.support.a.safe1')} <Link to="/privacy-policy">{t('legal.support.a.privacyPolicy')}</Link> {t('legal.support.a.safe2')}
      </p>
    ),
  },
  {
    question: t('legal.support.q.trade'),
    answer: (
      <p>
        <Link to="/sign-up-practitioner">{t('auth.signUpPractitionerTitle')}</Link>
        {t('legal.support.a.trade')} <Link to="/practitioner">{t('legal.support.a.howItWorks')}</Link>
        {t('legal.support.a.tradeEnd')}
      </p>
    ),
  },
];

function ContactCard({ Icon, title, children }: { Icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="m-0 flex gap-3 rounded-xl border border-line bg-white p-4 sm:p-5">
      <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon size={20} aria-hidden />
      </span>
      <div className="min-w-0">
        <h3 className="mt-0 mb-1">{title}</h3>
        <div className="text-[15px] leading-6 [overflow-wrap:anywhere] [&>p]:my-0">{children}</div>
      </div>
    </li>
  );
}

export default function Page() {
  return (
    <CompanyPage title={t('legal.support.title')} lead={t('legal.support.lead')}>
      <HelpCentre />
      <h2>{t('legal.support.contactUs')}</h2>
      <ul className="grid list-none gap-4 pl-0 sm:grid-cols-2">
        <ContactCard Icon={Phone} title={t('legal.support.callUs')}>
          <p>
            <PhoneLink />
          </p>
          <p className="text-muted">{t('legal.support.callUsText')}</p>
        </ContactCard>
        <ContactCard Icon={Mail} title={t('legal.support.writeUs')}>
          <p>
            <EmailLink email={COMPANY.supportEmail} />
          </p>
          <p className="text-muted">{t('legal.support.reply', { time: supportEmailReply() })}</p>
        </ContactCard>
        <ContactCard Icon={Clock} title={t('legal.support.hours')}>
          <p>{supportHours()}</p>
          <p className="text-muted">{t('legal.support.hoursText')}</p>
        </ContactCard>
        <ContactCard Icon={ShieldAlert} title={t('legal.support.complaints')}>
          <p>
            <EmailLink email={COMPANY.grievanceEmail} />
          </p>
          <p className="text-muted">{t('legal.support.complaintsText')}</p>
        </ContactCard>
      </ul>

      <h3>{t('legal.support.faster')}</h3>
      <ul>
        <li>{t('legal.support.faster1')}</li>
        <li>{t('legal.support.faster2')}</li>
        <li>{t('legal.support.faster3')}</li>
        <li>{t('legal.support.faster4')}</li>
      </ul>
      <p>
        {t('legal.support.self1')} <Link to="/myorders">{t('legal.support.myOrders')}</Link>
        {t('legal.support.self2')} <Link to="/my-appointments">{t('legal.support.myAppointments')}</Link>
        {t('legal.support.self3')}
      </p>

      <h3>{t('legal.support.office')}</h3>
      <CompanyAddress />

      <section id="faqs" aria-labelledby="faqs-title" className="scroll-mt-24">
        <h2 id="faqs-title">{t('legal.support.faqs')}</h2>
        <p>{t('legal.support.tapQuestion')}</p>
        <FaqList items={faqs()} />
        <p>
          {t('legal.support.notFound')} <PhoneLink /> {t('legal.support.orWrite')} <EmailLink email={COMPANY.supportEmail} />
          {t('legal.support.end')}
        </p>
      </section>
    </CompanyPage>
  );
}
