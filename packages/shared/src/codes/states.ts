/**
 * States and union territories of India with their GST state codes (the first two digits of a GSTIN), for the
 * state list of country 101. Codes 25 (Daman and Diu, merged into 26) and 28 (undivided Andhra Pradesh), 97 and 99
 * are not places a delivery address can be in.
 */
export const COUNTRY_INDIA = 101;

export const INDIAN_STATES = [
  { id: 1, stateCode: '01', name: 'Jammu and Kashmir' },
  { id: 2, stateCode: '02', name: 'Himachal Pradesh' },
  { id: 3, stateCode: '03', name: 'Punjab' },
  { id: 4, stateCode: '04', name: 'Chandigarh' },
  { id: 5, stateCode: '05', name: 'Uttarakhand' },
  { id: 6, stateCode: '06', name: 'Haryana' },
  { id: 7, stateCode: '07', name: 'Delhi' },
  { id: 8, stateCode: '08', name: 'Rajasthan' },
  { id: 9, stateCode: '09', name: 'Uttar Pradesh' },
  { id: 10, stateCode: '10', name: 'Bihar' },
  { id: 11, stateCode: '11', name: 'Sikkim' },
  { id: 12, stateCode: '12', name: 'Arunachal Pradesh' },
  { id: 13, stateCode: '13', name: 'Nagaland' },
  { id: 14, stateCode: '14', name: 'Manipur' },
  { id: 15, stateCode: '15', name: 'Mizoram' },
  { id: 16, stateCode: '16', name: 'Tripura' },
  { id: 17, stateCode: '17', name: 'Meghalaya' },
  { id: 18, stateCode: '18', name: 'Assam' },
  { id: 19, stateCode: '19', name: 'West Bengal' },
  { id: 20, stateCode: '20', name: 'Jharkhand' },
  { id: 21, stateCode: '21', name: 'Odisha' },
  { id: 22, stateCode: '22', name: 'Chhattisgarh' },
  { id: 23, stateCode: '23', name: 'Madhya Pradesh' },
  { id: 24, stateCode: '24', name: 'Gujarat' },
  { id: 26, stateCode: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { id: 27, stateCode: '27', name: 'Maharashtra' },
  { id: 29, stateCode: '29', name: 'Karnataka' },
  { id: 30, stateCode: '30', name: 'Goa' },
  { id: 31, stateCode: '31', name: 'Lakshadweep' },
  { id: 32, stateCode: '32', name: 'Kerala' },
  { id: 33, stateCode: '33', name: 'Tamil Nadu' },
  { id: 34, stateCode: '34', name: 'Puducherry' },
  { id: 35, stateCode: '35', name: 'Andaman and Nicobar Islands' },
  { id: 36, stateCode: '36', name: 'Telangana' },
  { id: 37, stateCode: '37', name: 'Andhra Pradesh' },
  { id: 38, stateCode: '38', name: 'Ladakh' },
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];

export function stateById(id: number): IndianState | undefined {
  return INDIAN_STATES.find((s) => s.id === id);
}
