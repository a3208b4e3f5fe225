/**
 * Loader helpers of the knowledge pages (decision 048): API reads with a real 404 for an unknown slug, and the few
 * doctors, clinics and medicines a page shows inline, asked of the care directory and the catalog with the filters
 * they have (specialization, service, category or ingredient). Those extras never fail a page: a reading page
 * without them still reads.
 */
import type { CareLinks } from '@nirog/shared/schemas/knowledge';
import type { ClinicCard, DoctorCard } from '@nirog/shared/schemas/care';
import type { ProductCard } from '@nirog/shared/catalog';
import type { ApiClient } from '../../lib/api-client.ts';

export interface CareExtras {
  doctors: DoctorCard[];
  clinics: ClinicCard[];
  medicines: ProductCard[];
}

const NONE: CareExtras = { doctors: [], clinics: [], medicines: [] };

/** Up to three doctors (first specialization, best rated), two clinics (first service) and four medicines. */
export async function loadCareExtras(api: ApiClient, links: CareLinks): Promise<CareExtras> {
  const spec = links.specializations[0];
  const service = links.clinicServices[0];
  const medicineQuery = links.medicineCategory ? `category=${encodeURIComponent(links.medicineCategory)}` : links.ingredients[0] ? `search=${encodeURIComponent(links.ingredients[0])}` : null;
  const [doctors, clinics, medicines] = await Promise.all([
    spec ? api.get(`/pub/v2/doctors?specialization=${encodeURIComponent(spec)}&sort=rating&limit=3`) : null,
    service ? api.get(`/pub/v1/clinics?service=${encodeURIComponent(service)}&sort=rating&limit=2`) : null,
    medicineQuery ? api.get(`/pub/v3/products?${medicineQuery}&sort=popular&limit=4`) : null,
  ]);
  return {
    doctors: doctors?.ok ? doctors.entity.items : NONE.doctors,
    clinics: clinics?.ok ? clinics.entity.items : NONE.clinics,
    medicines: medicines?.ok ? medicines.entity.items : NONE.medicines,
  };
}
