/**
 * Spec section 2: the patient-address store is cleared when leaving the reseller, partner, patient-address or
 * appointments areas. The choice lives in a cookie the partner pages set; on any other page it is dropped here.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PATIENT_CHOICE_COOKIE, inPatientAddressArea } from '@nirog/shared/partner';

export function PatientChoiceReset() {
  const { pathname } = useLocation();
  useEffect(() => {
    const path = pathname.replace(/^\/hi(?=\/|$)/, '') || '/';
    if (!inPatientAddressArea(path) && document.cookie.includes(`${PATIENT_CHOICE_COOKIE}=`)) {
      document.cookie = `${PATIENT_CHOICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    }
  }, [pathname]);
  return null;
}
