import { Link } from 'react-router';
import { COMPANY } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { EmailLink } from '../../features/company/contact-details.tsx';
import type { Route } from './+types/about-us';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(t('legal.aboutUs.title'), t('legal.aboutUs.description', { name: COMPANY.name }));

export default function Page() {
  return (
    <CompanyPage title={t('legal.aboutUs.title')} lead={t('legal.aboutUs.lead')}>
      <h2>{t('legal.aboutUs.whyTitle', { name: COMPANY.name })}</h2>
      <p>
        <em>{t('legal.aboutUs.nirog')}</em> {t('legal.aboutUs.why1')}
      </p>
      <p>{t('legal.aboutUs.why2', { name: COMPANY.name })}</p>

      <h2>{t('legal.aboutUs.whatWeDo')}</h2>
      <h3>{t('legal.aboutUs.forPatients')}</h3>
      <ul>
        <li>
          <Link to="/ayurveda/doctors">{t('legal.aboutUs.findDoctors')}</Link> {t('legal.aboutUs.and')} <Link to="/clinics">{t('legal.aboutUs.clinics')}</Link>{' '}
          {t('legal.aboutUs.findDoctorsAfter')}
        </li>
        <li>
          <Link to="/medicines">{t('legal.aboutUs.buyMedicines')}</Link> {t('legal.aboutUs.buyMedicinesAfter')}
        </li>
        <li>{t('legal.aboutUs.save')}</li>
        <li>
          {t('legal.aboutUs.readBefore')} <Link to="/learn">{t('legal.aboutUs.blogs')}</Link> {t('legal.aboutUs.blogsAfter')}
        </li>
      </ul>
      <h3>{t('legal.aboutUs.forTrade')}</h3>
      <ul>
        <li>{t('legal.aboutUs.tradePrices')}</li>
        <li>
          <Link to="/nirogpartner">{t('footer.nirogPartner')}</Link>
          {t('legal.aboutUs.partnerAfter')}
        </li>
        <li>{t('legal.aboutUs.community')}</li>
        <li>{t('legal.aboutUs.vaidyaTool')}</li>
      </ul>
      <p>
        {t('legal.aboutUs.readMore')} <Link to="/practitioner">{t('legal.aboutUs.practitionerPage')}</Link>
        {t('legal.aboutUs.readMoreAfter')}
      </p>

      <h2>{t('legal.aboutUs.believe')}</h2>
      <ul>
        <li>
          <strong>{t('legal.aboutUs.vaidyaFirstTitle')}</strong> {t('legal.aboutUs.vaidyaFirst')}
        </li>
        <li>
          <strong>{t('legal.aboutUs.genuineTitle')}</strong> {t('legal.aboutUs.genuine')}
        </li>
        <li>
          <strong>{t('legal.aboutUs.trustTitle')}</strong> {t('legal.aboutUs.trust')}
        </li>
        <li>
          <strong>{t('legal.aboutUs.textsTitle')}</strong> {t('legal.aboutUs.texts')}
        </li>
        <li>
          <strong>{t('legal.aboutUs.dataTitle')}</strong> {t('legal.aboutUs.data')}{' '}
          <Link to="/privacy-policy">{t('legal.aboutUs.privacyPolicy')}</Link>
          {t('legal.aboutUs.dataAfter')}
        </li>
      </ul>

      <h2>{t('legal.aboutUs.whoWeAre')}</h2>
      <p>
        {t('legal.aboutUs.who', { name: COMPANY.name, legalName: COMPANY.legalName })}{' '}
        <Link to="/company">{t('legal.aboutUs.companyInfo')}</Link>
        {t('legal.aboutUs.whoAfter')}
      </p>

      <h2>{t('legal.aboutUs.talk')}</h2>
      <p>
        {t('legal.aboutUs.talkBefore')} <EmailLink email={COMPANY.infoEmail} />
        {t('legal.aboutUs.talkMiddle')} <Link to="/support">{t('legal.aboutUs.supportPage')}</Link> {t('legal.aboutUs.talkAfter')}
      </p>
    </CompanyPage>
  );
}
