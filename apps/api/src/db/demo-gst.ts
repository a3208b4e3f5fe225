import { makeGstin } from '@nirog/shared/schemas/gstin';

/** GSTINs of the demo trade users, present in the local GST registry in demo mode. */
export const DEMO_GST_REGISTRY = [
  { gstin: makeGstin('07', 'AAKFK4821M'), legalName: 'Kiran Medical Store', tradeName: 'Kiran Medicos' },
  { gstin: makeGstin('07', 'ABOPG7315L'), legalName: 'Suresh Gupta', tradeName: 'Gupta Chemists' },
  { gstin: makeGstin('06', 'AAHFV2290Q'), legalName: 'Vaidya Distributors LLP', tradeName: 'Vaidya Distributors' },
  { gstin: makeGstin('09', 'AACCG6634R'), legalName: 'Ganga Pharma Distributors Private Limited', tradeName: 'Ganga Pharma' },
  { gstin: makeGstin('27', 'AAACD5567K'), legalName: 'Dhanvantari Wellness Private Limited', tradeName: 'Dhanvantari Ayurveda Clinic' },
] as const;
