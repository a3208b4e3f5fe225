/**
 * A webinar's team (decision 075): its host, co-hosts and presenters; the host (on the webinar's page) and the back
 * office (on /admin/webinars) name a co-host or presenter by mobile number or remove one. The form posts `intent`
 * addStaff / removeStaff to the page's own action.
 */
import { Form } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { WebinarRole } from '@nirog/shared/webinar';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';

type Props = {
  staff: ReadonlyArray<{ userId: number; name: string; role: WebinarRole }>;
  /** The back office's one page serves every webinar, so its forms name the webinar; the webinar's page does not. */
  webinarId?: number;
  busy: boolean;
  mobileError?: string;
};

export function WebinarTeamCard({ staff, webinarId, busy, mobileError }: Props) {
  const idField = webinarId ? <input type="hidden" name="id" value={webinarId} /> : null;
  return (
    <Card className="mt-6">
      <h2 className="text-lg font-semibold text-brand-900">{t('webinar.host.team')}</h2>
      <ul className="mt-2 space-y-1" aria-label={t('webinar.host.team')}>
        {staff.map((s) => (
          <li key={s.userId} className="flex flex-wrap items-center gap-3 text-[15px]">
            {s.name} ({t(`webinar.role.${s.role}`)})
            {s.role !== 1 && (
              <Form method="post">
                {idField}
                <input type="hidden" name="intent" value="removeStaff" />
                <input type="hidden" name="userId" value={s.userId} />
                <button type="submit" className="text-sm text-danger underline" aria-label={`${t('webinar.host.remove')}: ${s.name}`}>
                  {t('webinar.host.remove')}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        {idField}
        <input type="hidden" name="intent" value="addStaff" />
        <TextField label={t('webinar.host.mobile')} name="mobileNumber" inputMode="numeric" maxLength={10} required error={mobileError} />
        <SelectField label={t('webinar.host.role')} name="role" defaultValue="3">
          <option value="2">{t('webinar.role.2')}</option>
          <option value="3">{t('webinar.role.3')}</option>
        </SelectField>
        <Button type="submit" disabled={busy}>
          {t('webinar.host.add')}
        </Button>
      </Form>
    </Card>
  );
}
