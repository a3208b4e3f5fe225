/**
 * The assistant page, shared by /ai-assistant and /bot (spec section 2): the ask form and the six example prompts,
 * then the sections in the spec's order (answer, clinical discussions, medicines, top vaidyas, blogs), the rating with
 * the spec's reasons (section 9), the disclaimer, the quota, and the user's recent questions. Works without
 * JavaScript: every control is a form. With it, asking reads the answer as it is written (decision 077) and then opens
 * the stored answer, with its sources and sections, as the form post would.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Form, Link, useNavigate, useNavigation, useSubmit } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { ASSISTANT_FEEDBACK_OPTIONS, EXAMPLE_PROMPT_KEYS } from '@nirog/shared/assistant';
import type { AnswerView, QuotaView } from '@nirog/shared/schemas/assistant';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import type { AssistantActionData } from './assistant.server.ts';
import { askStreaming } from './ask-stream.ts';

type Item = AnswerView['sections']['medicines'][number];

export interface AssistantPageProps {
  page: '/ai-assistant' | '/bot';
  quota: QuotaView | null;
  history: Array<{ id: number; question: string }>;
  answer: AnswerView | null;
  mine: boolean;
  signedIn: boolean;
  result: AssistantActionData | undefined;
}

/** The answer's text with its [n] markers turned into links to the n-th source. */
function AnswerText({ text, citations }: { text: string; citations: AnswerView['citations'] }) {
  return (
    <div className="space-y-3 text-[15px] leading-relaxed">
      {text.split(/\n\n+/).map((para, i) => (
        <p key={i}>
          {para.split(/(\[\d+\])/).map((part, j) => {
            const n = /^\[(\d+)\]$/.exec(part)?.[1];
            const c = n ? citations.find((x) => x.n === Number(n)) : undefined;
            return c ? (
              <a key={j} href={`#source-${c.n}`} className="align-super text-xs font-semibold text-brand-700 no-underline">
                [{c.n}]
              </a>
            ) : (
              <span key={j}>{part}</span>
            );
          })}
        </p>
      ))}
    </div>
  );
}

function Carousel({ id, title, items }: { id: string; title: string; items: Item[] }) {
  return (
    <section aria-labelledby={id} className="mt-8" data-section={id}>
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <ul className="mt-3 flex snap-x gap-3 overflow-x-auto pb-2">
        {items.map((it) => (
          <li key={`${it.kind}:${it.ref}`} className="w-60 shrink-0 snap-start rounded-xl border border-line bg-white p-3 shadow-sm">
            <Link to={it.path} className="font-medium text-brand-800">
              {it.title}
            </Link>
            <p className="mt-1 line-clamp-3 text-sm text-muted">{it.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Feedback({ answer, result }: { answer: AnswerView; result: AssistantActionData | undefined }) {
  const [reaction, setReaction] = useState<0 | 1 | null>((answer.feedback?.reaction as 0 | 1 | undefined) ?? null);
  if (result?.rated) return <p className="mt-6 rounded-lg bg-brand-50 p-3 text-sm" role="status">{t('assistant.feedback.thanks')}</p>;
  const options = ASSISTANT_FEEDBACK_OPTIONS.filter((o) => o.reaction === reaction);
  return (
    <Form method="post" className="mt-6 rounded-xl border border-line p-4">
      <input type="hidden" name="intent" value="feedback" />
      <input type="hidden" name="id" value={answer.id} />
      <fieldset>
        <legend className="font-medium">{t('assistant.feedback.rate')}</legend>
        <div className="mt-2 flex gap-3">
          <label className="flex items-center gap-2">
            <input type="radio" name="reaction" value="1" checked={reaction === 1} onChange={() => setReaction(1)} />
            {t('assistant.feedback.helpful')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="reaction" value="0" checked={reaction === 0} onChange={() => setReaction(0)} />
            {t('assistant.feedback.notHelpful')}
          </label>
        </div>
      </fieldset>
      {reaction !== null && (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium">{reaction === 1 ? t('assistant.feedback.likeQuestion') : t('assistant.feedback.dislikeQuestion')}</legend>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {options.map((o) => (
              <label key={o.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="options" value={o.id} defaultChecked={answer.feedback?.options.includes(o.id)} />
                {t(o.key)}
              </label>
            ))}
          </div>
          <label className="mt-3 block text-sm">
            {t('assistant.feedback.otherLabel')} ({t('assistant.feedback.other')})
            <textarea name="otherText" maxLength={500} rows={2} defaultValue={answer.feedback?.otherText ?? ''} className="mt-1 block w-full rounded-lg border border-line p-2" />
          </label>
          {result?.fieldError && <p className="mt-1 text-sm text-red-700">{result.fieldError}</p>}
          <Button type="submit" className="mt-3" size="sm">
            {t('assistant.feedback.send')}
          </Button>
        </fieldset>
      )}
    </Form>
  );
}

/** The answer as it streams in: plain paragraphs (its sources are listed once it is complete). */
function LiveAnswer({ question, text }: { question: string; text: string }) {
  return (
    <section aria-labelledby="answer" data-section="answer" data-streaming="true" className="mt-8 rounded-xl border border-line bg-white p-4 shadow-sm">
      <h2 id="answer" className="text-lg font-semibold text-brand-900">
        {t('assistant.section.answer')}
      </h2>
      <p className="mt-1 text-sm font-medium">{question}</p>
      <div className="mt-3 space-y-3 text-[15px] leading-relaxed" aria-live="polite" data-testid="assistant-live">
        {text ? (
          text.split(/\n\n+/).map((para, i) => (
            <p key={i}>
              {para.split(/(\[\d+\])/).map((part, j) =>
                /^\[\d+\]$/.test(part) ? (
                  <span key={j} className="align-super text-xs font-semibold text-brand-700">
                    {part}
                  </span>
                ) : (
                  <span key={j}>{part}</span>
                ),
              )}
            </p>
          ))
        ) : (
          <p className="text-muted">{t('assistant.writing')}</p>
        )}
      </div>
    </section>
  );
}

export function AssistantPage({ page, quota, history, answer, mine, signedIn, result }: AssistantPageProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const submit = useSubmit();
  const [live, setLive] = useState<{ question: string; text: string; id: number | null } | null>(null);
  const [liveError, setLiveError] = useState<string | null>(null);
  const asking = (navigation.state !== 'idle' && navigation.formData?.get('intent') === 'ask') || !!live;
  // The stored answer has arrived: it replaces the streamed text.
  useEffect(() => {
    if (live?.id && answer?.id === live.id) setLive(null);
  }, [answer?.id, live?.id]);

  /** With JavaScript, the answer is read as it is written; the form posts as without it if streaming cannot start. */
  async function ask(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (typeof TextDecoderStream === 'undefined') return;
    event.preventDefault();
    if (asking) return;
    const question = String(new FormData(form).get('question') ?? '').trim();
    setLiveError(null);
    setLive({ question, text: '', id: null });
    const outcome = await askStreaming(question, {
      start: (id) => setLive((l) => l && { ...l, id }),
      token: (text) => setLive((l) => l && { ...l, text: l.text + text }),
      reset: () => setLive((l) => l && { ...l, text: '' }),
    });
    // Complete, or accepted and then cut off: the stored answer is opened (asking again would spend the quota twice).
    if ((outcome.kind === 'ok' || outcome.kind === 'broken') && outcome.id) {
      navigate(`${page}?answer=${outcome.id}`, { preventScrollReset: true });
      return;
    }
    setLive(null);
    if (outcome.kind === 'refused') setLiveError(outcome.error);
    else submit(form);
  }
  return (
    <Container className="py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{answer && !mine ? t('assistant.sharedHeading') : t('assistant.heading')}</h1>
      <p className="mt-2 max-w-2xl text-[15px] text-muted">{t('assistant.intro')}</p>
      <Form method="post" onSubmit={ask} className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="ask" />
        <label className="flex-1 text-sm font-medium">
          {t('assistant.askLabel')}
          <input name="question" required minLength={3} maxLength={300} defaultValue={mine ? answer?.question : ''} className="mt-1 block w-full rounded-lg border border-line px-3 py-2 text-[15px]" />
        </label>
        <Button type="submit" disabled={asking}>
          {t('assistant.askButton')}
        </Button>
      </Form>
      {liveError ? (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {liveError}
        </p>
      ) : (
        (result?.error || (result?.fieldError && !result.rated && !answer)) && (
          <p className="mt-2 text-sm text-red-700" role="alert">
            {result.error ?? result.fieldError}
          </p>
        )
      )}
      {quota && (
        <p className="mt-2 text-sm text-muted" data-testid="assistant-quota">
          {t('assistant.quota', { remaining: quota.remaining, limit: quota.limit })}
          {quota.visitor && (
            <>
              {' · '}
              {t('assistant.loginForMore')}{' '}
              <Link to={`/login-practitioner?redirectTo=${encodeURIComponent(page)}`} className="font-medium text-brand-700">
                {t('assistant.loginLink')}
              </Link>
            </>
          )}
        </p>
      )}
      <section aria-labelledby="examples" className="mt-5">
        <h2 id="examples" className="text-sm font-semibold text-muted">
          {t('assistant.examplesHeading')}
        </h2>
        <div className="mt-2 flex flex-wrap gap-2">
          {EXAMPLE_PROMPT_KEYS.map((key) => (
            <Form method="post" key={key} onSubmit={ask}>
              <input type="hidden" name="intent" value="ask" />
              <input type="hidden" name="question" value={t(key)} />
              <button type="submit" className="rounded-full border border-line bg-white px-3 py-1 text-left text-sm hover:bg-brand-50">
                {t(key)}
              </button>
            </Form>
          ))}
        </div>
      </section>

      {live && <LiveAnswer question={live.question} text={live.text} />}
      {answer && !live && (
        <article aria-labelledby="answer" className="mt-8">
          <section aria-labelledby="answer" data-section="answer" className="rounded-xl border border-line bg-white p-4 shadow-sm">
            <h2 id="answer" className="text-lg font-semibold text-brand-900">
              {t('assistant.section.answer')}
            </h2>
            <p className="mt-1 text-sm font-medium">{answer.question}</p>
            {answer.caution && <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="note">{t('assistant.answer.caution')}</p>}
            <div className="mt-3">{answer.outcome === 'answered' ? <AnswerText text={answer.answer} citations={answer.citations} /> : <p className="text-[15px]">{answer.answer}</p>}</div>
            {answer.citations.length > 0 && (
              <>
                <h3 className="mt-4 text-sm font-semibold">{t('assistant.sources')}</h3>
                <ol className="mt-1 list-none space-y-1 p-0 text-sm">
                  {answer.citations.map((c) => (
                    <li key={c.n} id={`source-${c.n}`}>
                      [{c.n}]{' '}
                      <Link to={c.path} className="text-brand-700">
                        {c.title}
                      </Link>
                    </li>
                  ))}
                </ol>
              </>
            )}
            {mine && signedIn && answer.outcome === 'answered' && (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="share" />
                <input type="hidden" name="id" value={answer.id} />
                <input type="hidden" name="title" value={answer.question} />
                <Button type="submit" variant="secondary" size="sm">
                  {t('assistant.share')}
                </Button>
                {result?.sharedLink && (
                  <p className="mt-2 text-sm" role="status">
                    <a href={result.sharedLink}>{result.sharedLink}</a>
                  </p>
                )}
              </Form>
            )}
          </section>
          {answer.sections.discussions.length > 0 && <Carousel id="discussions" title={t('assistant.section.discussions')} items={answer.sections.discussions} />}
          {answer.sections.medicines.length > 0 && <Carousel id="medicines" title={t('assistant.section.medicines')} items={answer.sections.medicines} />}
          {answer.sections.vaidyas.length > 0 && <Carousel id="vaidyas" title={t('assistant.section.vaidyas')} items={answer.sections.vaidyas} />}
          {answer.sections.blogs.length > 0 && <Carousel id="blogs" title={t('assistant.section.blogs')} items={answer.sections.blogs} />}
          {mine && answer.outcome !== 'emergency' && <Feedback answer={answer} result={result} />}
        </article>
      )}

      <p className="mt-8 rounded-lg bg-stone-50 p-3 text-xs text-muted" role="note">
        {t('assistant.disclaimer')}
      </p>

      {signedIn && (
        <section aria-labelledby="history" className="mt-8">
          <h2 id="history" className="text-lg font-semibold text-brand-900">
            {t('assistant.historyHeading')}
          </h2>
          {history.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t('assistant.historyEmpty')}</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm">
              {history.map((h) => (
                <li key={h.id}>
                  <Link to={`${page}?answer=${h.id}`} className="text-brand-700">
                    {h.question}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </Container>
  );
}
