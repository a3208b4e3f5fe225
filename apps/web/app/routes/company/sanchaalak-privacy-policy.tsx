import { CompanyPage } from '../../features/company/company-page.tsx';

export default function Page() {
  return <CompanyPage title="sanchaalak-privacy-policy">{null}</CompanyPage>;
}
