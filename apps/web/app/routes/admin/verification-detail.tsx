import { ArrowLeft, Check, ExternalLink, FileText, X } from 'lucide-react';
import { useId } from 'react';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { labelOf } from '@nirog/shared/codes/code-table';
import { VERIFICATION_STATUS, type VerificationStatusCode } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { REVIEW_REASON_LIMITS } from '@nirog/shared/schemas/verification';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { describeRegistration } from '../../features/verification/registration-details.ts';
import type { VerificationDocument } from '@nirog/shared/schemas/verification';
import { formatDateTime } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/verification-detail';

export const meta: Route.MetaFunction = ({ data: d }) => [
  ...pageMeta(d ? `${d.item.fullName} | ${t('admin.verifications.title')}` : t('admin.verifications.title')),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const userId = Number(params.userId);
  if (!Number.isInteger(userId) || userId <= 0) throw data(null, { status: 404 });
  const res = await context.api.get(`/v1/admin/verifications/${userId}`);
  // Non-operators, and users who do not exist, see the 404 page.
  if (!res.ok && (res.httpStatus === 403 || res.httpStatus === 404)) throw data(null, { status: 404 });
  if (!res.ok) throw new Response('The submission could not be loaded', { status: 502 });
  return { item: res.entity };
}

interface DecisionResult {
  intent: string;
  reason: string;
  fieldErrors: Record<string, string>;
  formError: string;
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context.api, request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const reason = String(form.get('reason') ?? '');
  const submittedAt = String(form.get('submittedAt') ?? '') || undefined;
  const decision = intent === 'approve' ? 'approve' : 'reject';
  const res = await context.api.post(`/v1/admin/verifications/${Number(params.userId)}/decision`, {
    decision,
    ...(decision === 'reject' ? { reason } : {}),
    ...(submittedAt ? { submittedAt } : {}),
  });
  if (!res.ok) {
    if (res.httpStatus === 403 && res.error.error === t('verification.operatorsOnly')) throw data(null, { status: 404 });
    return data<DecisionResult>({ intent, reason, fieldErrors: res.error.fields ?? {}, formError: res.error.error }, { status: res.httpStatus });
  }
  throw redirect(`/admin/verifications?decided=${Number(params.userId)}&outcome=${decision}`);
}

function DocumentView({ doc }: { doc: VerificationDocument }) {
  const image = doc.contentType?.startsWith('image/');
  return (
    <li className="rounded-lg border border-line bg-white p-3" data-testid="review-document">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-medium text-brand-900">
          <FileText size={16} aria-hidden /> {doc.label}
        </p>
        <a href={doc.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-2">
          {doc.fileName ?? doc.label} <ExternalLink size={14} aria-hidden />
          <span className="sr-only">{t('admin.verifications.newTab')}</span>
        </a>
      </div>
      {image && (
        <a href={doc.url} target="_blank" rel="noopener noreferrer" className="mt-3 block">
          <img src={doc.url} alt={doc.label} className="max-h-[28rem] w-full rounded-md border border-line bg-canvas object-contain" loading="lazy" />
        </a>
      )}
    </li>
  );
}

export default function VerificationDetail() {
  const { item } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as DecisionResult | undefined;
  const busy = useNavigation().state === 'submitting';
  const reasonId = useId();
  const reasonError = result?.fieldErrors.reason;
  const pending = item.status === 2;
  const details = describeRegistration(item.kind, item.registration);

  return (
    <Container className="py-6 sm:py-8">
      <Link to="/admin/verifications" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft size={16} aria-hidden /> {t('admin.verifications.back')}
      </Link>
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold break-words text-brand-900">{item.fullName}</h1>
        <p className="text-sm text-muted">
          {item.userTypeLabel} · {item.mobile}
          {item.submittedAt && ` · ${t('admin.verifications.submitted')} ${formatDateTime(item.submittedAt)}`}
        </p>
      </div>

      {/* Phones read top to bottom: details, documents, decision. Wide screens: documents left, the rest right. */}
      <div className="mt-5 grid items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr]">
        <Card className="p-4 sm:p-5 lg:col-start-2 lg:row-start-1">
          <h2 className="text-lg font-semibold text-brand-900">{t('admin.verifications.details')}</h2>
          <dl className="mt-3 divide-y divide-line text-sm">
            {details.map((d) => (
              <div key={d.label} className="grid grid-cols-[9rem_minmax(0,1fr)] gap-2 py-2">
                <dt className="text-muted">{d.label}</dt>
                <dd className="font-medium break-words">{d.value}</dd>
              </div>
            ))}
          </dl>
        </Card>

        <section aria-labelledby="documents-heading" className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <h2 id="documents-heading" className="text-lg font-semibold text-brand-900">
            {t('admin.verifications.documents')}
          </h2>
          <p className="mt-1 text-xs text-muted">{t('admin.verifications.linksExpire')}</p>
          <ul className="mt-3 space-y-3">
            {item.documents.map((d) => (
              <DocumentView key={d.uploadId} doc={d} />
            ))}
          </ul>
        </section>

        <div className="space-y-5 lg:col-start-2 lg:row-start-2">
          {pending ? (
            <Card className="space-y-4 p-4 sm:p-5">
              {result?.formError && !reasonError && <Alert tone="error">{result.formError}</Alert>}
              <Form method="post" replace>
                <input type="hidden" name="intent" value="approve" />
                {item.submittedAt && <input type="hidden" name="submittedAt" value={item.submittedAt} />}
                <Button type="submit" disabled={busy} className="w-full">
                  <Check size={18} aria-hidden /> {t('admin.verifications.approve')}
                </Button>
              </Form>
              <Form method="post" replace className="space-y-2 border-t border-line pt-4" noValidate>
                <input type="hidden" name="intent" value="reject" />
                {item.submittedAt && <input type="hidden" name="submittedAt" value={item.submittedAt} />}
                <label htmlFor={reasonId} className="block text-sm font-medium text-ink">
                  {t('admin.verifications.reason')}
                </label>
                <textarea
                  id={reasonId}
                  name="reason"
                  rows={3}
                  maxLength={REVIEW_REASON_LIMITS.max}
                  defaultValue={result?.intent === 'reject' ? result.reason : ''}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={`${reasonId}-hint${reasonError ? ` ${reasonId}-error` : ''}`}
                  className={cn(
                    'block w-full rounded-lg border bg-white px-3 py-2 text-[15px] focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30',
                    reasonError ? 'border-danger' : 'border-line',
                  )}
                />
                <p id={`${reasonId}-hint`} className="text-xs text-muted">
                  {t('admin.verifications.reasonHint')}
                </p>
                {reasonError && (
                  <p id={`${reasonId}-error`} className="text-sm font-medium text-danger" role="alert">
                    {reasonError}
                  </p>
                )}
                <Button type="submit" variant="danger" disabled={busy} className="w-full">
                  <X size={18} aria-hidden /> {t('admin.verifications.reject')}
                </Button>
              </Form>
            </Card>
          ) : (
            <Alert>{t('admin.verifications.decided', { status: labelOf(VERIFICATION_STATUS, item.status as VerificationStatusCode) })}</Alert>
          )}

          {item.decisions.length > 0 && (
            <Card className="p-4 sm:p-5">
              <h2 className="text-sm font-semibold text-brand-900">{t('admin.verifications.history')}</h2>
              <ul className="mt-2 space-y-2 text-sm">
                {item.decisions.map((d, i) => (
                  <li key={i}>
                    <span className="font-medium">{labelOf(VERIFICATION_STATUS, d.toStatus as VerificationStatusCode)}</span> · {d.decidedByName ?? `#${d.decidedBy}`} ·{' '}
                    {formatDateTime(d.decidedAt)}
                    {d.reason && <p className="text-muted">“{d.reason}”</p>}
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      </div>
    </Container>
  );
}
