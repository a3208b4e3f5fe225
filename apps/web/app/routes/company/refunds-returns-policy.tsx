import { CompanyPage } from '../../features/company/company-page.tsx';

export default function Page() {
  return <CompanyPage title="refunds-returns-policy">{null}</CompanyPage>;
}
