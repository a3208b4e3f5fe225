import { Link } from 'react-router';
import { COMPANY } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { EmailLink, PhoneLink } from '../../features/company/contact-details.tsx';
import { APPOINTMENTS, dayRange, POLICY_UPDATED, REFUNDS } from '../../features/company/policy-values.ts';
import type { Route } from './+types/cancellation-policy';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = () => pageMeta(t('legal.cancellationPolicy.title'), t('legal.cancellationPolicy.description', { name: COMPANY.name }));

const hours = (n: number) => t(n === 1 ? 'legal.cancellationPolicy.hour' : 'legal.cancellationPolicy.hours', { count: n });
/** The policy values write day ranges as '1 to 3'; the reader's language says "to" its own way. */

export default function Page() {
  return (
    <CompanyPage title={t('legal.cancellationPolicy.title')} lead={t('legal.cancellationPolicy.lead')} updated={POLICY_UPDATED}>
      <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
        <p className="mt-0 font-semibold text-brand-900">{t('legal.cancellationPolicy.short.title')}</p>
        <ul className="mb-0">
          <li>{t('legal.cancellationPolicy.short.order')}</li>
          <li>
            {t('legal.cancellationPolicy.short.appointment', {
              cancelHours: hours(APPOINTMENTS.freeCancelHours),
              rescheduleHours: hours(APPOINTMENTS.rescheduleHours),
            })}
          </li>
          <li>{t('legal.cancellationPolicy.short.refund')}</li>
        </ul>
      </div>

      <h2>{t('legal.cancellationPolicy.orders.title')}</h2>
      <h3>{t('legal.cancellationPolicy.orders.before.title')}</h3>
      <p>
        {t('legal.cancellationPolicy.orders.before.a')}
        <strong>{t('legal.cancellationPolicy.orders.before.myOrders')}</strong>
        {t('legal.cancellationPolicy.orders.before.b')}
        <strong>{t('legal.cancellationPolicy.orders.before.cancel')}</strong>
        {t('legal.cancellationPolicy.orders.before.c')}
      </p>
      <h3>{t('legal.cancellationPolicy.orders.after.title')}</h3>
      <p>
        {t('legal.cancellationPolicy.orders.after.a')}
        <Link to="/refunds-returns-policy">{t('legal.cancellationPolicy.orders.after.link')}</Link>
        {t('legal.cancellationPolicy.orders.after.b')}
      </p>
      <h3>{t('legal.cancellationPolicy.orders.practitioner.title')}</h3>
      <p>{t('legal.cancellationPolicy.orders.practitioner.text')}</p>
      <h3>{t('legal.cancellationPolicy.orders.trade.title')}</h3>
      <p>{t('legal.cancellationPolicy.orders.trade.text')}</p>
      <h3>{t('legal.cancellationPolicy.orders.ours.title')}</h3>
      <p>{t('legal.cancellationPolicy.orders.ours.intro')}</p>
      <ul>
        <li>{t('legal.cancellationPolicy.orders.ours.stock')}</li>
        <li>{t('legal.cancellationPolicy.orders.ours.pinCode')}</li>
        <li>{t('legal.cancellationPolicy.orders.ours.wrong')}</li>
        <li>{t('legal.cancellationPolicy.orders.ours.trade')}</li>
        <li>{t('legal.cancellationPolicy.orders.ours.fraud')}</li>
      </ul>
      <p>{t('legal.cancellationPolicy.orders.ours.notice')}</p>

      <h2>{t('legal.cancellationPolicy.appointments.title')}</h2>
      <h3>{t('legal.cancellationPolicy.appointments.cancel.title')}</h3>
      <ul>
        <li>
          <strong>{t('legal.cancellationPolicy.appointments.cancel.early', { hours: hours(APPOINTMENTS.freeCancelHours) })}</strong>
          {t('legal.cancellationPolicy.appointments.cancel.earlyText')}
        </li>
        <li>
          <strong>{t('legal.cancellationPolicy.appointments.cancel.late', { hours: hours(APPOINTMENTS.freeCancelHours) })}</strong>
          {t('legal.cancellationPolicy.appointments.cancel.lateText')}
        </li>
      </ul>
      <p>
        {t('legal.cancellationPolicy.appointments.cancel.howA')}
        <strong>{t('legal.cancellationPolicy.appointments.cancel.myAppointments')}</strong>
        {t('legal.cancellationPolicy.appointments.cancel.howB')}
        <strong>{t('legal.cancellationPolicy.appointments.cancel.cancel')}</strong>
        {t('legal.cancellationPolicy.appointments.cancel.howC')}
      </p>
      <h3>{t('legal.cancellationPolicy.appointments.reschedule.title')}</h3>
      <p>
        {t('legal.cancellationPolicy.appointments.reschedule.text', {
          hours: hours(APPOINTMENTS.rescheduleHours),
          times:
            APPOINTMENTS.maxReschedules === 1
              ? t('legal.cancellationPolicy.appointments.reschedule.once')
              : t('legal.cancellationPolicy.appointments.reschedule.times', { count: APPOINTMENTS.maxReschedules }),
        })}
      </p>
      <h3>{t('legal.cancellationPolicy.appointments.doctor.title')}</h3>
      <p>{t('legal.cancellationPolicy.appointments.doctor.text', { minutes: APPOINTMENTS.doctorNoShowMinutes })}</p>
      <h3>{t('legal.cancellationPolicy.appointments.technical.title')}</h3>
      <p>{t('legal.cancellationPolicy.appointments.technical.text')}</p>

      <h2>{t('legal.cancellationPolicy.refunds.title')}</h2>
      <ul>
        <li>
          <strong>{t('legal.cancellationPolicy.refunds.original.title')}</strong>
          {t('legal.cancellationPolicy.refunds.original.text', {
            initiateDays: REFUNDS.initiateWorkingDays,
            upiDays: dayRange(REFUNDS.upiWorkingDays),
            cardDays: dayRange(REFUNDS.cardWorkingDays),
          })}
        </li>
        <li>
          <strong>{t('legal.cancellationPolicy.refunds.money.title')}</strong>
          {t('legal.cancellationPolicy.refunds.money.text', { hours: REFUNDS.nirogMoneyHours })}
        </li>
        <li>
          <strong>{t('legal.cancellationPolicy.refunds.cod.title')}</strong>
          {t('legal.cancellationPolicy.refunds.cod.text')}
        </li>
      </ul>
      <p>{t('legal.cancellationPolicy.refunds.restored')}</p>

      <h2>{t('legal.cancellationPolicy.help.title')}</h2>
      <p>
        {t('legal.cancellationPolicy.help.a')}
        <PhoneLink />
        {t('legal.cancellationPolicy.help.b')}
        <EmailLink email={COMPANY.supportEmail} />
        {t('legal.cancellationPolicy.help.c')}
        <Link to="/support">{t('legal.cancellationPolicy.help.link')}</Link>
        {t('legal.cancellationPolicy.help.d')}
      </p>
    </CompanyPage>
  );
}
