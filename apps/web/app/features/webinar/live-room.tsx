/**
 * The live page's chat and Q&A (decision 069), over the webinar's WebSocket: messages, questions, upvotes, answers
 * and moderation arrive from every process; what the person sends goes over the same socket, and the server checks
 * their role (a participant's "answer" is refused there, whatever this page shows). Reconnects after a drop and then
 * reloads the page's data, so what was said meanwhile is not lost.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { WEBINAR_CAN, WEBINAR_RULES, type LiveClientMessage, type LiveMessage, type LiveServerMessage, type WebinarRole } from '@nirog/shared/webinar';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { formatTime } from '../../lib/format.ts';

export interface LiveRoomProps {
  socketPath: string;
  me: number;
  role: WebinarRole;
  muted: boolean;
  live: boolean;
  chat: LiveMessage[];
  questions: LiveMessage[];
  myVotes: number[];
  /** The presenter's view puts the questions first and larger. */
  presenter?: boolean;
}

const roleLabel = (role: WebinarRole) => t(`webinar.role.${role}` as 'webinar.role.1');

export function LiveRoom(props: LiveRoomProps) {
  const [chat, setChat] = useState(props.chat);
  const [questions, setQuestions] = useState(props.questions);
  const [votes, setVotes] = useState(() => new Set(props.myVotes));
  const [muted, setMuted] = useState(props.muted);
  const [mutedUsers, setMutedUsers] = useState<Set<number>>(() => new Set());
  const [connected, setConnected] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const chatEnd = useRef<HTMLLIElement>(null);
  const revalidator = useRevalidator();
  const reload = useRef(revalidator.revalidate);
  reload.current = revalidator.revalidate;

  // Fresh data from the loader (after a reconnect) replaces what the socket built up.
  useEffect(() => setChat(props.chat), [props.chat]);
  useEffect(() => setQuestions(props.questions), [props.questions]);
  useEffect(() => setVotes(new Set(props.myVotes)), [props.myVotes]);

  useEffect(() => {
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let dropped = false;
    function open() {
      const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${props.socketPath}`);
      socket.current = ws;
      ws.onopen = () => {
        setConnected(true);
        if (dropped) void reload.current();
      };
      ws.onclose = () => {
        setConnected(false);
        dropped = true;
        if (!stopped) retry = setTimeout(open, 2000);
      };
      ws.onmessage = (event) => {
        const m = JSON.parse(String(event.data)) as LiveServerMessage;
        switch (m.type) {
          case 'welcome':
            setMuted(m.muted);
            break;
          case 'message':
            if (m.message.kind === 'chat') setChat((c) => (c.some((x) => x.id === m.message.id) ? c : [...c, m.message].slice(-WEBINAR_RULES.historyLimit)));
            else setQuestions((q) => (q.some((x) => x.id === m.message.id) ? q : [m.message, ...q]));
            break;
          case 'deleted':
            setChat((c) => c.filter((x) => x.id !== m.id));
            setQuestions((q) => q.filter((x) => x.id !== m.id));
            break;
          case 'votes':
            setQuestions((q) => q.map((x) => (x.id === m.id ? { ...x, upvotes: m.upvotes } : x)));
            break;
          case 'answered':
            setQuestions((q) => q.map((x) => (x.id === m.id ? { ...x, answeredAt: m.answeredAt } : x)));
            break;
          case 'muted':
            if (m.userId === props.me) setMuted(m.muted);
            setMutedUsers((s) => {
              const next = new Set(s);
              if (m.muted) next.add(m.userId);
              else next.delete(m.userId);
              return next;
            });
            break;
          case 'error':
            setError(m.error);
            break;
        }
      };
    }
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket.current?.close();
    };
  }, [props.socketPath, props.me]);

  useEffect(() => chatEnd.current?.scrollIntoView({ block: 'nearest' }), [chat.length]);

  const send = (m: LiveClientMessage) => {
    setError(null);
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(m));
    else setError(t('webinar.live.reconnecting'));
  };
  const submit = (type: 'chat' | 'ask') => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('body') as HTMLInputElement;
    const body = input.value.trim();
    if (!body) return;
    send({ type, body });
    input.value = '';
  };

  const sorted = useMemo(
    () => [...questions].sort((a, b) => Number(!!a.answeredAt) - Number(!!b.answeredAt) || b.upvotes - a.upvotes || a.id - b.id),
    [questions],
  );
  const moderates = WEBINAR_CAN.moderate(props.role);
  const answers = WEBINAR_CAN.answer(props.role);
  const closed = !props.live;

  const qa = (
    <section aria-labelledby="qa-title" className="rounded-xl border border-line bg-white p-4 shadow-sm">
      <h2 id="qa-title" className="text-lg font-semibold text-brand-900">
        {t('webinar.live.questions')}
      </h2>
      {!answers && (
        <form onSubmit={submit('ask')} className="mt-3 flex gap-2">
          <label htmlFor="ask-input" className="sr-only">
            {t('webinar.live.askLabel')}
          </label>
          <input id="ask-input" name="body" maxLength={WEBINAR_RULES.questionMax} disabled={closed || muted} placeholder={t('webinar.live.askPlaceholder')} className="min-w-0 flex-1 rounded-lg border border-line px-3 py-2 text-[15px]" />
          <button type="submit" disabled={closed || muted} className={buttonClass('primary', 'sm')}>
            {t('webinar.live.ask')}
          </button>
        </form>
      )}
      {sorted.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('webinar.live.noQuestions')}</p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label={t('webinar.live.questions')}>
          {sorted.map((q) => (
            <li key={q.id} className={`rounded-lg border p-3 ${q.answeredAt ? 'border-line bg-surface' : 'border-brand-200 bg-brand-50'}`} aria-label={q.body}>
              <p className="text-[15px] text-ink">{q.body}</p>
              <p className="mt-1 text-xs text-muted">
                {q.authorName} · {formatTime(q.createdAt)}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                <button
                  type="button"
                  disabled={votes.has(q.id) || closed}
                  onClick={() => {
                    setVotes((v) => new Set(v).add(q.id));
                    send({ type: 'upvote', id: q.id });
                  }}
                  className={buttonClass('secondary', 'sm')}
                  aria-label={t('webinar.live.upvote', { count: q.upvotes })}
                >
                  ▲ {q.upvotes}
                </button>
                {q.answeredAt ? (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('webinar.live.answered')}</span>
                ) : (
                  answers && (
                    <button type="button" onClick={() => send({ type: 'answer', id: q.id })} className={buttonClass('primary', 'sm')}>
                      {t('webinar.live.markAnswered')}
                    </button>
                  )
                )}
                {(moderates || q.userId === props.me) && (
                  <button type="button" onClick={() => send({ type: 'delete', id: q.id })} className="text-xs text-danger underline">
                    {t('webinar.live.delete')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  const chatBox = (
    <section aria-labelledby="chat-title" className="flex flex-col rounded-xl border border-line bg-white p-4 shadow-sm">
      <h2 id="chat-title" className="text-lg font-semibold text-brand-900">
        {t('webinar.live.chat')}
      </h2>
      <ul className="mt-3 max-h-80 min-h-32 space-y-2 overflow-y-auto" aria-label={t('webinar.live.chat')} aria-live="polite">
        {chat.length === 0 && <li className="text-sm text-muted">{t('webinar.live.noChat')}</li>}
        {chat.map((m) => (
          <li key={m.id} className="text-[15px]">
            <span className="font-semibold text-ink">{m.authorName}</span>
            {m.authorRole < 4 && <span className="ml-1 rounded bg-saffron-100 px-1 text-xs text-saffron-700">{roleLabel(m.authorRole)}</span>}
            <span className="ml-1 text-xs text-muted">{formatTime(m.createdAt)}</span>
            <p className="break-words text-ink">{m.body}</p>
            {moderates && m.userId !== props.me && (
              <span className="flex gap-3 text-xs">
                <button type="button" onClick={() => send({ type: 'delete', id: m.id })} className="text-danger underline">
                  {t('webinar.live.delete')}
                </button>
                {m.authorRole === 4 && (
                  <button type="button" onClick={() => send({ type: 'mute', userId: m.userId, muted: !mutedUsers.has(m.userId) })} className="text-muted underline">
                    {mutedUsers.has(m.userId) ? t('webinar.live.unmute') : t('webinar.live.mute')}
                  </button>
                )}
              </span>
            )}
          </li>
        ))}
        <li ref={chatEnd} aria-hidden className="h-0" />
      </ul>
      {muted ? (
        <p className="mt-3 text-sm text-danger">{t('webinar.error.muted')}</p>
      ) : (
        <form onSubmit={submit('chat')} className="mt-3 flex gap-2">
          <label htmlFor="chat-input" className="sr-only">
            {t('webinar.live.chatLabel')}
          </label>
          <input id="chat-input" name="body" maxLength={WEBINAR_RULES.chatMax} disabled={closed} placeholder={t('webinar.live.chatPlaceholder')} className="min-w-0 flex-1 rounded-lg border border-line px-3 py-2 text-[15px]" />
          <button type="submit" disabled={closed} className={buttonClass('secondary', 'sm')}>
            {t('webinar.live.send')}
          </button>
        </form>
      )}
    </section>
  );

  return (
    <div className="space-y-4">
      <p className="text-xs text-muted" role="status">
        {closed ? t('webinar.error.notLive') : connected ? t('webinar.live.connected') : t('webinar.live.reconnecting')}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {props.presenter ? (
        <>
          {qa}
          {chatBox}
        </>
      ) : (
        <>
          {chatBox}
          {qa}
        </>
      )}
    </div>
  );
}
