import { Link } from 'react-router';
import { COMPANY } from '@nirog/shared/constants';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { EmailLink, PhoneLink } from '../../features/company/contact-details.tsx';
import { APPOINTMENTS, POLICY_UPDATED, REFUNDS } from '../../features/company/policy-values.ts';
import type { Route } from './+types/cancellation-policy';

const TITLE = 'Cancellation policy';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    `How to cancel a medicine order or an appointment on ${COMPANY.name}, the time limits for cancelling and rescheduling, and how refunds are paid.`,
  );

export default function Page() {
  const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;
  return (
    <CompanyPage title={TITLE} lead="How to cancel a medicine order or an appointment, and what happens to your money." updated={POLICY_UPDATED}>
      <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
        <p className="mt-0 font-semibold text-brand-900">In short</p>
        <ul className="mb-0">
          <li>You can cancel a medicine order any time until it is shipped.</li>
          <li>
            You can cancel an appointment for a full refund up to {hours(APPOINTMENTS.freeCancelHours)} before it starts, and reschedule it up to{' '}
            {hours(APPOINTMENTS.rescheduleHours)} before.
          </li>
          <li>Refunds go back to the way you paid, or to nirog money if you prefer.</li>
        </ul>
      </div>

      <h2>1. Medicine orders</h2>
      <h3>Cancelling before shipping</h3>
      <p>
        You can cancel a whole order, or some items in it, at any time before it is shipped. Open <strong>My orders</strong>, choose the order and tap{' '}
        <strong>Cancel</strong>. Once an order is cancelled it cannot be restored; place a new order instead.
      </p>
      <h3>After shipping</h3>
      <p>
        Once an order has been shipped it can no longer be cancelled. You can refuse the parcel when it arrives, or return it after delivery under our{' '}
        <Link to="/refunds-returns-policy">refunds and returns policy</Link>. If you refuse a prepaid order at the door, we refund it once the parcel
        is back with us.
      </p>
      <h3>Orders placed by your practitioner</h3>
      <p>
        If your doctor ordered medicines for you through Nirog Partner, you or your doctor can ask us to cancel the order before it is shipped. The
        practitioner’s payout for a cancelled order is reversed.
      </p>
      <h3>Trade orders</h3>
      <p>
        Practitioners and trade buyers can cancel an order before it is shipped in the same way. For postpaid (NEFT) orders, the cancelled amount is
        removed from your outstanding balance; if you have already paid, we refund it or adjust it against your next invoice, as you choose.
      </p>
      <h3>When we cancel an order</h3>
      <p>We may have to cancel an order, in full or in part, if:</p>
      <ul>
        <li>a medicine is out of stock or has been withdrawn by the manufacturer;</li>
        <li>we cannot deliver to your pin code;</li>
        <li>a price or product detail on the platform was clearly wrong;</li>
        <li>a trade account is not verified, or the GST details do not match;</li>
        <li>we suspect fraud or misuse of coupons or nirog money.</li>
      </ul>
      <p>We will tell you by SMS or e-mail and refund anything you paid in full.</p>

      <h2>2. Appointments</h2>
      <h3>Cancelling an appointment</h3>
      <ul>
        <li>
          <strong>{hours(APPOINTMENTS.freeCancelHours)} or more before</strong> the appointment: full refund of the consultation fee.
        </li>
        <li>
          <strong>Less than {hours(APPOINTMENTS.freeCancelHours)} before</strong>, or if you do not join or arrive: the doctor has kept the time for
          you, so the fee is not refunded.
        </li>
      </ul>
      <p>
        To cancel, open <strong>My appointments</strong>, choose the appointment and tap <strong>Cancel</strong>.
      </p>
      <h3>Rescheduling</h3>
      <p>
        You can move an appointment to another free slot with the same doctor up to {hours(APPOINTMENTS.rescheduleHours)} before it starts. Each
        appointment can be rescheduled {APPOINTMENTS.maxReschedules === 1 ? 'once' : `${APPOINTMENTS.maxReschedules} times`}, at no charge.
      </p>
      <h3>If the doctor cancels or does not join</h3>
      <p>
        If the doctor or clinic cancels, or does not join a video consultation within {APPOINTMENTS.doctorNoShowMinutes} minutes of the start time,
        you can choose a new slot or a full refund.
      </p>
      <h3>Technical problems</h3>
      <p>
        If a video consultation cannot take place because of a problem on our side, we will reschedule it free of charge or refund you in full. If the
        call drops because of your connection, the doctor may call you back by phone to finish the consultation.
      </p>

      <h2>3. How refunds are paid</h2>
      <ul>
        <li>
          <strong>To the original payment method.</strong> We start the refund within {REFUNDS.initiateWorkingDays} working days of the cancellation.
          UPI and wallet refunds usually arrive in {REFUNDS.upiWorkingDays} working days; card and net banking refunds in {REFUNDS.cardWorkingDays}{' '}
          working days, depending on your bank.
        </li>
        <li>
          <strong>To nirog money</strong>, if you choose it. This is credited within {REFUNDS.nirogMoneyHours} hours and you can use it on your next
          order.
        </li>
        <li>
          <strong>Cash on delivery orders</strong> cancelled before shipping need no refund, because you have not paid anything.
        </li>
      </ul>
      <p>
        Nirog money you used on a cancelled order is returned to your nirog money balance. A coupon used on a cancelled order is restored to your
        account if it has not expired.
      </p>

      <h2>4. Need help?</h2>
      <p>
        If you cannot cancel from the app or website, call us on <PhoneLink /> or write to <EmailLink email={COMPANY.supportEmail} /> with your order
        or appointment number. See the <Link to="/support">support page</Link> for our hours.
      </p>
    </CompanyPage>
  );
}
