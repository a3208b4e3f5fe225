import { useActionData, useLoaderData, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Container } from '../../components/ui/card.tsx';
import { CatalogBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx';
import { originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { notFoundMeta, seoMeta } from '../../features/catalog/seo.ts';
import { loadDoctor } from '../../features/care/care-loaders.server.ts';
import { BookBar } from '../../features/care/book-bar.tsx';
import { BookingPanel } from '../../features/care/booking-panel.tsx';
import { bookingAction, loadBooking } from '../../features/care/booking.server.ts';
import type { BookingActionResult } from '../../features/care/booking.ts';
import { DoctorProfile } from '../../features/care/doctor-profile.tsx';
import { formatRupees } from '../../lib/format.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/doctor';

/** A doctor's page: /ayurveda/{city}/doctor/{doctorSlug}, also reached as /ayurvedic-doctor/{city}/{doctorName}. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const slug = ('doctorSlug' in params ? params.doctorSlug : 'doctorName' in params ? params.doctorName : '') as string;
  const doctor = await loadDoctor(context.api, params.city, slug);
  const booking = await loadBooking(context.api, request, doctor);
  return { doctor, booking, origin: originOf(request) };
}

/** Book a slot, add a family member, or cancel the booking just made (see booking.server.ts). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const slug = ('doctorSlug' in params ? params.doctorSlug : 'doctorName' in params ? params.doctorName : '') as string;
  const doctor = await loadDoctor(context.api, params.city, slug);
  return bookingAction(context.api, request, doctor);
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return notFoundMeta();
  const d = data.doctor;
  return seoMeta({
    title: t('care.doctor.metaTitle', { name: d.displayName, specialization: d.specializations[0] ?? t('care.doctor.ayurveda'), city: d.city }),
    description: d.headline ? `${d.headline}. ${t('care.doctor.metaDescription', { name: d.displayName, city: d.city })}` : t('care.doctor.metaDescription', { name: d.displayName, city: d.city }),
    url: `${data.origin}${d.path}`,
    image: d.profilePicUrl ? new URL(d.profilePicUrl, data.origin).toString() : null,
  });
};

export default function DoctorPage() {
  const { doctor, booking, origin } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as BookingActionResult | undefined;
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  // The bar names the fee of the consultation type the panel shows (video first when the doctor offers it).
  const fee = booking.mode === 1 ? doctor.fees.clinic : booking.mode === 0 ? doctor.fees.video : null;
  return (
    // Room at the bottom for the phone's book bar.
    <Container className="pt-6 pb-24 sm:pt-8 lg:pb-8">
      <CatalogBreadcrumbs
        trail={[
          { to: '/ayurveda', label: t('care.crumb.ayurveda') },
          { to: `/ayurveda/${doctor.citySlug}`, label: doctor.city },
          { to: `/ayurveda/${doctor.citySlug}/doctors`, label: t('care.crumb.doctors') },
        ]}
        current={doctor.displayName}
      />
      <div className="mt-3">
        <DoctorProfile doctor={doctor} url={`${origin}${doctor.path}`} origin={origin} nonce={nonce} booking={<BookingPanel doctor={doctor} state={booking} result={result} nonce={nonce} />} />
      </div>
      <BookBar label={fee != null ? t('careConfirm.bookBar', { fee: formatRupees(fee) }) : t('careConfirm.bookBarNoFee')} />
    </Container>
  );
}
