/** A doctor's notes on a patient (noteId): add, edit and delete; notes of a consultation are marked as shared. */
import { Trash2 } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { FormFailure } from './form-failure.ts';
import type { NoteItem } from '@nirog/shared/schemas/care';
import { Badge } from './desk-ui.tsx';

function NoteBox({ name, defaultValue, error, label, id }: { name: string; defaultValue?: string; error?: string; label: string; id: string }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea id={id} name={name} rows={3} maxLength={4000} defaultValue={defaultValue} aria-invalid={error ? true : undefined} className={cn('block w-full rounded-lg border bg-white px-3 py-2 text-[15px]', error ? 'border-danger' : 'border-line')} />
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function NotesSection({ notes, failure, hidden, viewerId, title, intro }: { notes: NoteItem[]; failure: FormFailure | undefined; hidden: Record<string, string>; viewerId: number; title: string; intro: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const adding = failure?.intent === 'note-add' ? failure : undefined;
  return (
    <section aria-labelledby="notes-heading" className="rounded-xl border border-line bg-white p-4 sm:p-5">
      <h2 id="notes-heading" className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      <Form method="post" className="mt-3 space-y-2" noValidate>
        {Object.entries(hidden).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <NoteBox id="note-new" name="body" label={t('desk.notes.new')} defaultValue={adding?.values?.body} error={adding?.fields.body ?? (adding ? adding.error : undefined)} />
        <Button type="submit" name="intent" value="note-add" size="sm" disabled={busy}>
          {t('desk.notes.add')}
        </Button>
      </Form>
      {notes.length === 0 ? (
        <p className="mt-4 text-[15px] text-muted">{t('desk.notes.none')}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {notes.map((n) => {
            const editing = failure?.intent === 'note-update' && failure.id === n.noteId ? failure : undefined;
            return (
              <li key={n.noteId} className="rounded-lg border border-line p-3">
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
                  <span>
                    {n.author.displayName} · {formatDateTime(n.createdAt)}
                  </span>
                  {n.sharedWithPatient && n.appointment && <Badge tone="green">{t('desk.notes.shared', { when: formatDateTime(n.appointment.startsAt) })}</Badge>}
                </div>
                <p className="mt-1.5 text-[15px] whitespace-pre-line">{n.body}</p>
                {n.author.id === viewerId && (
                  <div className="mt-2 flex flex-wrap items-start gap-3">
                    <details className="flex-1" open={!!editing}>
                      <summary className="cursor-pointer text-sm font-medium text-brand-700">{t('desk.notes.edit')}</summary>
                      <Form method="post" className="mt-2 space-y-2" noValidate>
                        <input type="hidden" name="noteId" value={n.noteId} />
                        <NoteBox id={`note-${n.noteId}`} name="body" label={t('desk.notes.editLabel')} defaultValue={editing?.values?.body ?? n.body} error={editing?.fields.body} />
                        <Button type="submit" name="intent" value="note-update" size="sm" variant="secondary" disabled={busy}>
                          {t('desk.notes.save')}
                        </Button>
                      </Form>
                    </details>
                    <Form method="post">
                      <input type="hidden" name="noteId" value={n.noteId} />
                      <Button type="submit" name="intent" value="note-delete" size="sm" variant="ghost" aria-label={t('desk.notes.delete')} disabled={busy}>
                        <Trash2 size={16} aria-hidden />
                      </Button>
                    </Form>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
