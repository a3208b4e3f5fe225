import { Form, Link, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { SUPPORT_RULES, TICKET_CATEGORIES, type TicketCategory, type TicketMessage } from '@nirog/shared/schemas/support';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { formatDateTime, formatMobile } from '../../lib/format.ts';
import type { FormResult } from './support.server.ts';

/** Photos for a ticket or a reply: picked files travel with the form post (multipart). */
export function PhotoField({ error }: { error?: string }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor="photos" className="block text-sm font-medium text-ink">
        {t('support.form.photos')}
      </label>
      <input id="photos" name="photos" type="file" accept="image/jpeg,image/png,image/webp" multiple aria-describedby="photos-hint" className="block w-full text-sm" />
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id="photos-hint" className="text-sm text-muted">
          {t('support.form.photosHint', { max: SUPPORT_RULES.attachmentsMax })}
        </p>
      )}
    </div>
  );
}

/** A new ticket; `about` names the order or appointment it is linked to (prefilled from "Get help"). */
export function TicketForm({ result, about }: { result?: FormResult; about: { orderId?: string; appointmentId?: string; label?: string; category?: TicketCategory } }) {
  const busy = useNavigation().state !== 'idle';
  const v = result?.form === 'ticket' ? result.values : {};
  const errors = result?.form === 'ticket' ? result.fieldErrors : {};
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="space-y-4" aria-labelledby="new-ticket-title">
      <input type="hidden" name="intent" value="ticket" />
      {about.orderId && <input type="hidden" name="orderId" value={about.orderId} />}
      {about.appointmentId && <input type="hidden" name="appointmentId" value={about.appointmentId} />}
      {about.label && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm">
          {t('support.form.about')}: <strong>{about.label}</strong>
        </p>
      )}
      {result?.form === 'ticket' && result.formError && <Alert tone="error">{result.formError}</Alert>}
      {(errors.orderId || errors.appointmentId) && <Alert tone="error">{errors.orderId ?? errors.appointmentId}</Alert>}
      <SelectField label={t('support.form.category')} name="category" defaultValue={v.category ?? about.category ?? ''} error={errors.category} required>
        <option value="" disabled>
          {t('support.rule.category')}
        </option>
        {TICKET_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {t(`support.category.${c}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('support.form.subject')} name="subject" maxLength={SUPPORT_RULES.subjectMax} defaultValue={v.subject} error={errors.subject} required />
      <TextAreaField
        label={t('support.form.description')}
        name="description"
        rows={5}
        maxLength={SUPPORT_RULES.descriptionMax}
        defaultValue={v.description}
        hint={t('support.form.descriptionHint', { max: SUPPORT_RULES.descriptionMax })}
        error={errors.description}
        required
      />
      <PhotoField error={errors.photos ?? errors.uploadIds} />
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {t('support.form.submit')}
      </Button>
    </Form>
  );
}

/** "Need help" for visitors: details, then the OTP sent to the number; the details travel in hidden fields. */
export function NeedHelpForm({ result }: { result?: FormResult }) {
  const busy = useNavigation().state !== 'idle';
  const mine = result?.form === 'needHelp' ? result : undefined;
  const step = mine?.step ?? 'details';
  const v = mine?.values ?? {};
  const errors = mine?.fieldErrors ?? {};
  return (
    <Card id="need-help" className="scroll-mt-24">
      <h2 className="mt-0 text-xl font-bold text-brand-900">{t('support.needHelp.title')}</h2>
      <p className="text-[15px] text-muted">{t('support.needHelp.lead')}</p>
      {mine?.notice && <Alert tone="success" className="mt-3">{mine.notice}</Alert>}
      {mine?.formError && <Alert tone="error" className="mt-3">{mine.formError}</Alert>}
      <Form method="post" noValidate className="mt-4 space-y-4" aria-label={t('support.needHelp.title')}>
        {step === 'details' ? (
          <>
            <TextField label={t('support.needHelp.fullName')} name="fullName" autoComplete="name" defaultValue={v.fullName} error={errors.fullName} required />
            <TextField label={t('support.needHelp.mobile')} name="mobileNumber" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} prefix="+91" defaultValue={v.mobileNumber} error={errors.mobileNumber} required />
            <TextField label={t('support.needHelp.email')} name="email" type="email" autoComplete="email" defaultValue={v.email} error={errors.email} required />
            <TextAreaField label={t('support.needHelp.message')} name="message" rows={4} maxLength={SUPPORT_RULES.descriptionMax} defaultValue={v.message} error={errors.message} required />
            <Button type="submit" name="intent" value="send" disabled={busy} className="w-full sm:w-auto">
              {t('support.needHelp.sendOtp')}
            </Button>
          </>
        ) : (
          <>
            {(['fullName', 'mobileNumber', 'email', 'message'] as const).map((k) => (
              <input key={k} type="hidden" name={k} value={v[k] ?? ''} />
            ))}
            <p className="text-sm">
              {v.fullName}, {formatMobile(v.mobileNumber ?? '')}
            </p>
            <TextField
              label={t('support.needHelp.otp')}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              hint={t('support.needHelp.otpHint', { mobile: v.mobileNumber ?? '' })}
              error={errors.otp}
              required
              autoFocus
            />
            <Button type="submit" name="intent" value="confirm" disabled={busy} className="w-full sm:w-auto">
              {t('support.needHelp.confirm')}
            </Button>
            <div className="flex flex-wrap gap-4 text-sm">
              <button type="submit" name="intent" value="resend" formNoValidate className="font-medium text-brand-700 underline underline-offset-2" disabled={busy}>
                {t('support.needHelp.resend')}
              </button>
              <Link to="/support#need-help" reloadDocument className="font-medium text-brand-700 underline underline-offset-2">
                {t('support.needHelp.change')}
              </Link>
            </div>
          </>
        )}
      </Form>
      <p className="mt-4 text-sm text-muted">
        <Link to="/login-individual?redirectTo=%2Fsupport" className="font-medium text-brand-700 underline underline-offset-2">
          {t('support.needHelp.login')}
        </Link>
      </p>
    </Card>
  );
}

/** The thread: the ticket's own text first, then each reply; internal notes are marked (operators only ever get them). */
export function Thread({ opening, messages, customerLabel }: { opening: { body: string; at: string; attachments: TicketMessage['attachments'] }; messages: TicketMessage[]; customerLabel: string }) {
  const items = [{ id: 0, author: 'customer' as const, authorName: null, internal: false, body: opening.body, createdAt: opening.at, attachments: opening.attachments }, ...messages];
  return (
    <ol className="m-0 list-none space-y-3 p-0">
      {items.map((m) => (
        <li key={m.id} className={m.internal ? 'rounded-xl border border-amber-300 bg-amber-50 p-4' : m.author === 'operator' ? 'rounded-xl border border-brand-200 bg-brand-50 p-4' : 'rounded-xl border border-line bg-white p-4'}>
          <p className="m-0 text-sm text-muted">
            <strong className="text-ink">{m.author === 'operator' ? (m.authorName ?? t('support.ticket.team')) : customerLabel}</strong>
            {m.internal && <> · {t('support.office.internalTag')}</>} · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
          </p>
          <p className="mt-2 mb-0 whitespace-pre-line [overflow-wrap:anywhere]">{m.body}</p>
          {m.attachments.length > 0 && (
            <ul className="mt-3 flex list-none flex-wrap gap-2 p-0">
              {m.attachments.map((a, i) => (
                <li key={a.id}>
                  <a href={a.url} target="_blank" rel="noreferrer">
                    <img src={a.url} alt={t('support.ticket.photo', { n: i + 1 })} className="h-24 w-24 rounded-lg border border-line object-cover" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
