/**
 * A condition's two pages (decision 048): the treatment page (/treatments/{category}/{slug}) leads with how Ayurveda
 * looks at it and what care may involve; the health-condition page (/health-conditions/{slug}) leads with what it
 * is. Both show when to see a doctor, where to get help, the words used and related conditions, and link each other.
 */
import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { ConditionDetail } from '@nirog/shared/schemas/knowledge';
import { Alert } from '../../components/ui/alert.tsx';
import type { CareExtras } from './knowledge-loaders.server.ts';
import { BrowseKnowledge, CareLinksSection, ConditionList, GlossaryChips, Illustration, Prose, Section, ServiceGrid } from './knowledge-page.tsx';

export function ConditionView({ condition: c, extras, view }: { condition: ConditionDetail; extras: CareExtras; view: 'treatment' | 'condition' }) {
  const first = view === 'treatment' ? { id: 'care', title: t('knowledge.condition.care'), text: c.care } : { id: 'about', title: t('knowledge.condition.about'), text: c.about };
  const second = view === 'treatment' ? { id: 'about', title: t('knowledge.condition.about'), text: c.about } : { id: 'care', title: t('knowledge.condition.care'), text: c.care };
  const other = view === 'treatment' ? { to: c.conditionPath, label: t('knowledge.condition.readAbout', { name: c.name }) } : { to: c.path, label: t('knowledge.condition.readCare', { name: c.name }) };
  return (
    <>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <Section id={first.id} title={first.title} className="">
            <Prose paragraphs={first.text} className="space-y-4 text-[17px] leading-relaxed text-ink" />
          </Section>
          <Section id={second.id} title={second.title} className="mt-8">
            <Prose paragraphs={second.text} className="space-y-4 text-[17px] leading-relaxed text-ink" />
          </Section>
          <Section id="see-doctor" title={t('knowledge.condition.seeDoctor')} className="mt-8">
            <Alert tone="warning" className="text-[15px]">
              {c.seeDoctor}
            </Alert>
          </Section>
          <p className="mt-4">
            <Link to={other.to} className="font-medium text-brand-700 hover:underline">
              {other.label}
            </Link>
          </p>
          <p className="mt-4 text-sm text-muted">{t('knowledge.condition.disclaimer')}</p>
        </div>
        <div className="space-y-6">
          <Illustration src={c.imageUrl} alt="" />
          {c.terms.length > 0 && (
            <Section id="terms" title={t('knowledge.condition.terms')} className="">
              <GlossaryChips items={c.terms} />
            </Section>
          )}
        </div>
      </div>
      <CareLinksSection links={c.links} extras={extras} />
      {c.services.length > 0 && (
        <Section id="services" title={t('knowledge.condition.services')}>
          <ServiceGrid items={c.services} />
        </Section>
      )}
      {c.related.length > 0 && (
        <Section id="related" title={t('knowledge.condition.related', { category: c.categoryName })}>
          <div className="max-w-3xl">
            <ConditionList items={c.related} to={view === 'treatment' ? 'path' : 'conditionPath'} />
          </div>
        </Section>
      )}
      <BrowseKnowledge />
    </>
  );
}
