import { Search, UserPlus, Users } from 'lucide-react';
import { Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { DESK_PAGE_SIZE, PATIENT_SEARCH_TYPES, type PatientSearchType } from '@nirog/shared/care-desk';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { deskMe, failure, formValues, pageOf, str, withToast } from '../../features/care-desk/desk.server.ts';
import type { FormFailure } from '../../features/care-desk/form-failure.ts';
import type { PatientItem } from '@nirog/shared/schemas/care';
import { Badge, DeskNav, EmptyState, LinkTabs, NotProvider, PageHeading } from '../../features/care-desk/desk-ui.tsx';
import { PatientForm, patientFacts } from '../../features/care-desk/patient-ui.tsx';
import { formatDateTime, formatMobile } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/my-patients';

export const meta: Route.MetaFunction = () => pageMeta(t('desk.patients.title'));

/** A doctor's or clinic's patients (spec section 2: /my-patients), filtered by the call with doctorId and searchType. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  const { me, reason } = await deskMe(context.api);
  const q = new URL(request.url).searchParams;
  const type = (PATIENT_SEARCH_TYPES as readonly string[]).includes(q.get('searchType') ?? '') ? (q.get('searchType') as PatientSearchType) : 'all';
  const search = (q.get('q') ?? '').trim().slice(0, 60);
  const page = pageOf(request);
  if (!me) return { me, reason, type, search, page, list: { items: [] as PatientItem[], total: 0, offset: 0, limit: DESK_PAGE_SIZE }, adding: false };
  const res = await context.api.get(
    `/v2/patients/by-doctor?doctorId=${user.id}&searchType=${type}&offset=${(page - 1) * DESK_PAGE_SIZE}&limit=${DESK_PAGE_SIZE}${search ? `&search=${encodeURIComponent(search)}` : ''}`,
  );
  if (!res.ok) throw new Response(res.error.error, { status: 502 });
  return { me, reason, type, search, page, list: res.entity, adding: q.get('form') === 'new' };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireUser(context.api, request);
  const form = await request.formData();
  const values = formValues(form, ['fullName', 'mobile', 'gender', 'dateOfBirth']);
  const res = await context.api.post(`/v2/patients/${user.id}`, values);
  if (!res.ok) return failure(res, str(form.get('intent')) || 'create', { values });
  throw redirect(withToast(`/my-patients/view?patientId=${res.entity.patientAssociationId}`, 'added'));
}

export default function MyPatients() {
  const { me, reason, type, search, page, list, adding } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormFailure | undefined;
  const keep = (extra: Record<string, string>) => {
    const p = new URLSearchParams({ ...(type !== 'all' ? { searchType: type } : {}), ...(search ? { q: search } : {}), ...extra });
    const s = p.toString();
    return `/my-patients${s ? `?${s}` : ''}`;
  };
  return (
    <Container className="py-6 sm:py-8">
      <DeskNav me={me} />
      <PageHeading
        title={t('desk.patients.title')}
        intro={t('desk.patients.intro')}
        action={
          me && !adding && !result ? (
            <ButtonLink to={keep({ form: 'new' })}>
              <UserPlus size={18} aria-hidden /> {t('desk.patients.add')}
            </ButtonLink>
          ) : undefined
        }
      />
      {!me ? (
        <NotProvider reason={reason ?? ''} />
      ) : (
        <>
          {(adding || result) && (
            <Card className="mb-6">
              <h2 className="mb-3 text-lg font-semibold text-brand-900">{t('desk.patients.addTitle')}</h2>
              <PatientForm intent="create" initial={null} failure={result} mobileLocked={false} submitLabel={t('desk.patients.addSubmit')} />
              <Link to={keep({})} className="mt-3 inline-block text-sm font-medium text-brand-700 underline underline-offset-2">
                {t('desk.cancel')}
              </Link>
            </Card>
          )}
          <Form method="get" role="search" className="mb-4 flex max-w-xl gap-2">
            {type !== 'all' && <input type="hidden" name="searchType" value={type} />}
            <label htmlFor="patient-search" className="sr-only">
              {t('desk.patients.search')}
            </label>
            <input id="patient-search" name="q" type="search" defaultValue={search} placeholder={t('desk.patients.searchPlaceholder')} className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-[15px]" />
            <Button type="submit" variant="secondary">
              <Search size={18} aria-hidden /> {t('desk.patients.search')}
            </Button>
          </Form>
          <LinkTabs
            label={t('desk.patients.filter')}
            tabs={PATIENT_SEARCH_TYPES.map((s) => {
              const p = new URLSearchParams({ ...(s !== 'all' ? { searchType: s } : {}), ...(search ? { q: search } : {}) }).toString();
              return { to: `/my-patients${p ? `?${p}` : ''}`, label: t(`desk.patients.type.${s}`), active: s === type };
            })}
          />
          {list.items.length === 0 ? (
            <EmptyState icon={<Users size={32} aria-hidden />} title={t('desk.patients.none')}>
              {t('desk.patients.noneHint')}
            </EmptyState>
          ) : (
            <ul className="divide-y divide-line rounded-xl border border-line bg-white" aria-label={t('desk.patients.title')}>
              {list.items.map((p) => (
                <li key={p.patientAssociationId} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <Link to={`/my-patients/view?patientId=${p.patientAssociationId}`} className="text-[17px] font-semibold text-brand-800 hover:underline">
                      {p.fullName}
                    </Link>
                    <p className="text-sm text-muted">
                      {formatMobile(p.mobile)}
                      {patientFacts(p) ? ` · ${patientFacts(p)}` : ''}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    {p.nextVisitAt && <Badge tone="green">{t('desk.patients.next', { when: formatDateTime(p.nextVisitAt) })}</Badge>}
                    {p.lastVisitAt && <span className="text-muted">{t('desk.patients.last', { when: formatDateTime(p.lastVisitAt) })}</span>}
                    {!p.hasAccount && <Badge tone="grey">{t('desk.patients.walkIn')}</Badge>}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pages={Math.ceil(list.total / DESK_PAGE_SIZE)} hrefFor={(n) => keep({ page: String(n) })} />
        </>
      )}
    </Container>
  );
}
