import { Link } from 'react-router';
import { COMPANY } from '@nirog/shared/constants';
import { RETURN_TYPES } from '@nirog/shared/codes/tables';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { EmailLink, PhoneLink } from '../../features/company/contact-details.tsx';
import { ORDERS, POLICY_UPDATED, REFUNDS } from '../../features/company/policy-values.ts';
import type { Route } from './+types/refunds-returns-policy';

const TITLE = 'Refunds and returns policy';

export const meta: Route.MetaFunction = () =>
  pageMeta(TITLE, `How to return medicines bought on ${COMPANY.name}, which items can and cannot be returned, and how and when refunds reach you.`);

const RETURN_TYPE_TEXT: Record<(typeof RETURN_TYPES)[number]['key'], string> = {
  fullReturn: 'You send back every item in the order.',
  partialReturn: 'You send back only some items, or only some units of an item, and keep the rest.',
};

export default function Page() {
  return (
    <CompanyPage
      title={TITLE}
      lead="If something is wrong with your order, we will put it right. Here is how returns and refunds work."
      updated={POLICY_UPDATED}
    >
      <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
        <p className="mt-0 font-semibold text-brand-900">In short</p>
        <ul className="mb-0">
          <li>You can ask for a return within {ORDERS.returnWindowDays} days of delivery.</li>
          <li>Report damaged, leaking or wrong items within {ORDERS.damageReportHours} hours, with photos.</li>
          <li>Opened oils, ghrita and other opened medicines cannot be returned, unless they were faulty.</li>
          <li>Refunds go back to the way you paid, or to nirog money if you prefer.</li>
        </ul>
      </div>

      <h2>1. The return window</h2>
      <p>
        You can request a return within <strong>{ORDERS.returnWindowDays} days of delivery</strong>. After that, the <strong>Return</strong> option
        disappears from the order, but you can still contact support if you find a problem with the product itself.
      </p>

      <h2>2. Full and partial returns</h2>
      <p>You can return an order in two ways:</p>
      <ul>
        {RETURN_TYPES.map((type) => (
          <li key={type.key}>
            <strong>{type.label}.</strong> {RETURN_TYPE_TEXT[type.key]}
          </li>
        ))}
      </ul>

      <h2>3. What you can return</h2>
      <ul>
        <li>Items that arrived damaged, broken or leaking.</li>
        <li>Wrong items, or items missing from your order.</li>
        <li>Items that are past their expiry date, or too close to it to finish the course, on the day they arrive.</li>
        <li>Items with a quality problem, such as a broken seal, changed colour or smell, or contents that do not match the label.</li>
        <li>Unopened items in their original, sealed packaging, if you no longer need them.</li>
      </ul>
      <p>
        For damaged, leaking, wrong or missing items, please tell us within <strong>{ORDERS.damageReportHours} hours of delivery</strong> and attach
        clear photos of the parcel, the product and the label. This helps us resolve it quickly with the courier and the manufacturer.
      </p>

      <h2>4. What you cannot return</h2>
      <p>Ayurvedic medicines are taken into the body or applied to it, so for everyone’s safety we cannot take back:</p>
      <ul>
        <li>opened oils (taila) and ghrita;</li>
        <li>opened asava, arishta, syrups and other liquids;</li>
        <li>opened churna, bhasma, tablets, capsules, avaleha and other medicines, once the seal is broken;</li>
        <li>opened personal care products such as soaps, shampoos, creams and toothpastes;</li>
        <li>items without their original packaging, label or batch number;</li>
        <li>items marked “non-returnable” on the product page, such as some clearance sale items.</li>
      </ul>
      <p>These exceptions do not apply if the item was damaged, wrong, expired or faulty when it reached you.</p>

      <h2>5. How to return</h2>
      <ol>
        <li>
          Open <strong>My orders</strong>, choose the order and tap <strong>Return</strong>.
        </li>
        <li>Choose a full or partial return, select the items and quantities, and tell us the reason.</li>
        <li>Add photos if the items are damaged, leaking, wrong or faulty.</li>
        <li>
          Pack the items in their original packaging with the invoice. We arrange a free pickup from your address. If pickup is not available at your
          pin code, we will tell you how to send the parcel and pay back the postage.
        </li>
        <li>We check the items when they reach us and let you know the result.</li>
      </ol>

      <h2>6. Refunds</h2>
      <p>
        We start your refund within <strong>{REFUNDS.initiateWorkingDays} working days</strong> of the returned items passing our check. For wrong or
        missing items we may refund you without a pickup.
      </p>
      <h3>Where the money goes</h3>
      <ul>
        <li>
          <strong>Online payments</strong> go back to the same UPI ID, card, bank account or wallet. UPI and wallet refunds usually arrive in{' '}
          {REFUNDS.upiWorkingDays} working days, and card and net banking refunds in {REFUNDS.cardWorkingDays} working days, depending on your bank.
        </li>
        <li>
          <strong>Cash on delivery orders</strong> are refunded to a bank account or UPI ID you give us, or to nirog money.
        </li>
        <li>
          <strong>nirog money</strong> is credited within {REFUNDS.nirogMoneyHours} hours if you choose it instead. It is the fastest option and you
          can use it on your next order.
        </li>
        <li>
          <strong>Trade orders on postpaid (NEFT) terms</strong> are settled with a credit note against your account.
        </li>
      </ul>
      <h3>How much is refunded</h3>
      <ul>
        <li>For a full return, you get back everything you paid, including any delivery charge.</li>
        <li>
          For a partial return, you get back what you paid for the returned items. If a coupon or offer applied to the whole order, its discount is
          shared across the items in proportion to their price.
        </li>
        <li>Nirog money you used on the order is returned as nirog money.</li>
        <li>Coupon discounts are never paid out as cash.</li>
      </ul>

      <h2>7. Appointments</h2>
      <p>
        Refunds for consultations depend on when the appointment was cancelled and by whom. See our{' '}
        <Link to="/cancellation-policy">cancellation policy</Link>.
      </p>

      <h2>8. If something goes wrong</h2>
      <p>
        If your refund has not arrived within the times above, or you disagree with the result of our check, call us on <PhoneLink /> or write to{' '}
        <EmailLink email={COMPANY.supportEmail} /> with your order number. If we still cannot resolve it, you can contact our Grievance Officer at{' '}
        <EmailLink email={COMPANY.grievanceEmail} />.
      </p>
    </CompanyPage>
  );
}
