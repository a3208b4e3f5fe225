import { Clock, Mail, Phone, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COMPANY, OTP_SEND_WINDOW_SECONDS, OTP_SENDS_PER_NUMBER, OTP_TTL_SECONDS } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { CompanyAddress, EmailLink, PhoneLink } from '../../features/company/contact-details.tsx';
import { FaqList, type Faq } from '../../features/company/faq-list.tsx';
import { APPOINTMENTS, ORDERS, SUPPORT_EMAIL_REPLY, SUPPORT_HOURS } from '../../features/company/policy-values.ts';
import type { Route } from './+types/support';

const TITLE = 'Support';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    `Contact ${COMPANY.name} customer support by phone or e-mail, and find answers to common questions about consultations, medicine orders, delivery, nirog money, returns and refunds.`,
  );

const FAQS: Faq[] = [
  {
    question: 'How do I book a consultation with an Ayurvedic doctor?',
    answer: (
      <p>
        Go to <Link to="/ayurveda/doctors">{t('nav.findDoctors')}</Link>, choose your city or “online”, and open a doctor’s profile to see their
        qualifications, experience and fee. Pick a free slot for a video or in-clinic consultation and pay to confirm. You will get the details by
        SMS.
      </p>
    ),
  },
  {
    question: 'How does a video consultation work?',
    answer: (
      <p>
        At the time of your appointment, open <strong>My appointments</strong> and tap <strong>Join</strong>. All you need is a phone with a camera
        and a stable internet connection. Keep your old reports and the medicines you take nearby. After the call, your prescription appears in your
        account and you can order the medicines straight away.
      </p>
    ),
  },
  {
    question: 'Are the medicines genuine?',
    answer: (
      <p>
        Yes. We buy only from licensed manufacturers and their authorised distributors, and every order comes with a GST invoice showing the batch
        numbers. If anything looks wrong with a product, tell us and we will take it back.
      </p>
    ),
  },
  {
    question: 'Do I need a prescription to buy Ayurvedic medicines?',
    answer: (
      <p>
        Most Ayurvedic medicines can be bought without one. Some classical medicines contain ingredients that must be taken under a doctor’s
        supervision, and for these we may ask you to upload a prescription. Even when a prescription is not needed, it is best to take medicines on
        the advice of a vaidya.
      </p>
    ),
  },
  {
    question: 'How long does delivery take?',
    answer: (
      <p>
        Most orders are shipped within {ORDERS.dispatchWorkingDays} working days and delivered within {ORDERS.deliveryWorkingDays} working days,
        depending on your pin code. Once your order is shipped, we send you a tracking link by SMS.
      </p>
    ),
  },
  {
    question: 'What is nirog money and how do I use it?',
    answer: (
      <>
        <p>
          nirog money is wallet credit in your {COMPANY.name} account. You earn it through offers, referrals and rewards, and refunds can be paid into
          it. At checkout it is applied to your order automatically, up to the limit shown in your cart.
        </p>
        <p>
          It cannot be withdrawn as cash or transferred to another account, and some brands do not accept it; your cart tells you when this applies.
        </p>
      </>
    ),
  },
  {
    question: 'My coupon or nirog money disappeared from my order. Why?',
    answer: (
      <p>
        If you leave the payment page before the payment is complete, the coupon or nirog money applied to that order may be lost. Please finish the
        payment in one go. If you think a coupon was lost by mistake, contact us with your order number.
      </p>
    ),
  },
  {
    question: 'How do I cancel an order or an appointment?',
    answer: (
      <p>
        Open <strong>My orders</strong> or <strong>My appointments</strong>, choose the order or appointment and tap <strong>Cancel</strong>. Orders
        can be cancelled until they are shipped. Appointments can be cancelled for a full refund up to {APPOINTMENTS.freeCancelHours} hours before
        they start. Read the full <Link to="/cancellation-policy">cancellation policy</Link>.
      </p>
    ),
  },
  {
    question: 'How do I return a product and get a refund?',
    answer: (
      <p>
        Open <strong>My orders</strong>, choose the order and tap <strong>Return</strong> within {ORDERS.returnWindowDays} days of delivery. You can
        return the whole order or only some items. Opened oils, ghrita and other opened medicines cannot be returned unless they were faulty. Read the
        full <Link to="/refunds-returns-policy">refunds and returns policy</Link>.
      </p>
    ),
  },
  {
    question: 'I did not receive my OTP. What should I do?',
    answer: (
      <p>
        Check that you entered the right 10-digit mobile number and that your phone has signal. Wait a minute, then tap{' '}
        <strong>{t('auth.resendOtp')}</strong>. Each OTP is valid for {Math.round(OTP_TTL_SECONDS / 60)} minutes. For your security, you can ask for
        at most {OTP_SENDS_PER_NUMBER} OTPs in {Math.round(OTP_SEND_WINDOW_SECONDS / 60)} minutes. If it still does not arrive, call us.
      </p>
    ),
  },
  {
    question: 'Which payment methods can I use?',
    answer: (
      <p>
        You can pay by UPI, debit or credit card, net banking or wallet through our secure payment partners, and by cash on delivery on eligible
        orders. Approved trade accounts can also buy on postpaid terms and pay by NEFT.
      </p>
    ),
  },
  {
    question: 'Is my health information safe?',
    answer: (
      <p>
        Yes. Your health information is shared only with the doctors you consult and the people needed to care for you or deliver your order. We never
        sell your data. Read our <Link to="/privacy-policy">privacy policy</Link> to see what we collect and the rights you have.
      </p>
    ),
  },
  {
    question: 'I am a doctor, chemist or distributor. How do I get trade prices?',
    answer: (
      <p>
        <Link to="/sign-up-practitioner">{t('auth.signUpPractitionerTitle')}</Link>, choose your account type and upload your documents. Once we have
        verified them, you see trade prices based on your customer tier. <Link to="/practitioner">See how it works</Link>.
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
    <CompanyPage title={TITLE} lead="Questions about a consultation, an order or your account? We are here to help.">
      <h2>Contact us</h2>
      <ul className="grid list-none gap-4 pl-0 sm:grid-cols-2">
        <ContactCard Icon={Phone} title="Call us">
          <p>
            <PhoneLink />
          </p>
          <p className="text-muted">For urgent help with an order or appointment.</p>
        </ContactCard>
        <ContactCard Icon={Mail} title="Write to us">
          <p>
            <EmailLink email={COMPANY.supportEmail} />
          </p>
          <p className="text-muted">We reply within {SUPPORT_EMAIL_REPLY}.</p>
        </ContactCard>
        <ContactCard Icon={Clock} title="Support hours">
          <p>{SUPPORT_HOURS}</p>
          <p className="text-muted">E-mails sent outside these hours are answered on the next working day.</p>
        </ContactCard>
        <ContactCard Icon={ShieldAlert} title="Complaints">
          <p>
            <EmailLink email={COMPANY.grievanceEmail} />
          </p>
          <p className="text-muted">If support has not resolved your problem, write to our Grievance Officer.</p>
        </ContactCard>
      </ul>

      <h3>Help us help you faster</h3>
      <ul>
        <li>Write or call from your registered mobile number or e-mail.</li>
        <li>Mention your order or appointment number.</li>
        <li>For a damaged, leaking or wrong item, attach photos of the parcel, the product and its label.</li>
        <li>Never share your OTP, card details or UPI PIN with anyone, including our staff. We will never ask for them.</li>
      </ul>
      <p>
        Much can be done from your account without waiting for us: track, cancel or return an order from <Link to="/myorders">My orders</Link>, and
        cancel or reschedule a consultation from <Link to="/my-appointments">My appointments</Link>. For anything else, call or write to us as above.
      </p>

      <h3>Our office</h3>
      <CompanyAddress />

      <section id="faqs" aria-labelledby="faqs-title" className="scroll-mt-24">
        <h2 id="faqs-title">Frequently asked questions</h2>
        <p>Tap a question to see the answer.</p>
        <FaqList items={FAQS} />
        <p>
          Did not find your answer? Call us on <PhoneLink /> or write to <EmailLink email={COMPANY.supportEmail} />.
        </p>
      </section>
    </CompanyPage>
  );
}
