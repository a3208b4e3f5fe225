import { useLoaderData, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Container } from '../../components/ui/card.tsx';
import { CatalogBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx';
import { originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { notFoundMeta, seoMeta } from '../../features/catalog/seo.ts';
import { loadClinic } from '../../features/care/care-loaders.server.ts';
import { BookBar } from '../../features/care/book-bar.tsx';
import { ClinicBooking } from '../../features/care/clinic-booking.tsx';
import { loadClinicBooking } from '../../features/care/clinic-booking.server.ts';
import { ClinicProfile } from '../../features/care/clinic-profile.tsx';
import { formatRupees } from '../../lib/format.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/clinic';

/** A clinic's page: /ayurveda/{city}/clinic/{clinicName}, also reached as /clinics/{city}/{clinicName}. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const clinic = await loadClinic(context.api, params.city, params.clinicName);
  const booking = await loadClinicBooking(context.api, request, clinic);
  return { clinic, booking, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return notFoundMeta();
  const c = data.clinic;
  return seoMeta({
    title: t('care.clinic.metaTitle', { name: c.name, locality: c.locality ?? c.city, city: c.city }),
    description: c.about ?? t('care.clinic.metaDescription', { name: c.name, city: c.city }),
    url: `${data.origin}${c.path}`,
  });
};

export default function ClinicPage() {
  const { clinic, booking, origin } = useLoaderData<typeof loader>();
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  const fee = booking.doctors.find((d) => d.id === booking.doctorId)?.feePaise;
  return (
    // Room at the bottom for the phone's book bar.
    <Container className="pt-6 pb-24 sm:pt-8 lg:pb-8">
      <CatalogBreadcrumbs
        trail={[
          { to: '/ayurveda', label: t('care.crumb.ayurveda') },
          { to: `/ayurveda/${clinic.citySlug}`, label: clinic.city },
          { to: `/ayurveda/${clinic.citySlug}/clinics`, label: t('care.crumb.clinics') },
        ]}
        current={clinic.name}
      />
      <div className="mt-3">
        <ClinicProfile clinic={clinic} url={`${origin}${clinic.path}`} origin={origin} nonce={nonce} booking={<ClinicBooking clinic={clinic} state={booking} />} />
      </div>
      <BookBar label={fee != null ? t('careConfirm.bookBar', { fee: formatRupees(fee) }) : t('careConfirm.bookBarNoFee')} />
    </Container>
  );
}
