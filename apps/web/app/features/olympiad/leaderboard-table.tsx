import { Link } from 'react-router';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { LEADERBOARDS, leaderboardPath, type Leaderboard } from '@nirog/shared/olympiad';
import { cn } from '../../components/ui/cn.ts';

const BOARD_LABELS: Record<Leaderboard, MessageKey> = {
  'all-time-leaderboard': 'olympiad.board.all-time-leaderboard',
  'today-leaderboard': 'olympiad.board.today-leaderboard',
  'top-performers': 'olympiad.board.top-performers',
};

export interface BoardRow {
  participantId: number;
  rank: number;
  name: string;
  score: number;
  timeTakenSeconds: number;
  dayNumber: number | null;
}

/** The three boards as links (each its own address, spec section 2), the current one marked. */
export function BoardTabs({ board, editionId }: { board: Leaderboard; editionId: number }) {
  return (
    <nav aria-label={t('olympiad.page.boards')} className="flex gap-1 overflow-x-auto border-b border-line">
      {LEADERBOARDS.map((b) => (
        <Link
          key={b}
          to={leaderboardPath(b, editionId)}
          preventScrollReset
          aria-current={b === board ? 'page' : undefined}
          className={cn('-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold', b === board ? 'border-brand-700 text-brand-900' : 'border-transparent text-muted hover:text-brand-800')}
        >
          {t(BOARD_LABELS[b])}
        </Link>
      ))}
    </nav>
  );
}

/** One board: rank, name, score and time taken; the caller's own row marked. */
export function LeaderboardTable({ board, rows, dayNumber, me }: { board: Leaderboard; rows: BoardRow[]; dayNumber: number | null; me: number | null }) {
  const intro =
    board === 'all-time-leaderboard' ? t('olympiad.board.allIntro') : board === 'top-performers' ? t('olympiad.board.topIntro') : dayNumber ? t('olympiad.board.todayIntro', { day: dayNumber }) : t('olympiad.board.noDayToday');
  return (
    <div className="mt-3">
      <p className="text-sm text-muted">{intro}</p>
      {rows.length === 0 ? (
        (board !== 'today-leaderboard' || dayNumber) && <p className="mt-4 text-[15px] text-ink">{t('olympiad.board.empty')}</p>
      ) : (
        <table className="mt-3 w-full border-collapse text-left text-[15px]" aria-label={t(BOARD_LABELS[board])}>
          <thead>
            <tr className="border-b border-line text-xs uppercase tracking-wide text-muted">
              <th scope="col" className="py-2 pr-2">{t('olympiad.board.rank')}</th>
              <th scope="col" className="py-2 pr-2">{t('olympiad.board.name')}</th>
              {board === 'top-performers' && <th scope="col" className="py-2 pr-2">{t('olympiad.board.day')}</th>}
              <th scope="col" className="py-2 pr-2 text-right">{t('olympiad.board.score')}</th>
              <th scope="col" className="py-2 text-right">{t('olympiad.board.time')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const mine = me !== null && r.participantId === me;
              return (
                <tr key={`${r.dayNumber ?? 0}-${r.participantId}`} className={cn('border-b border-line/70', mine && 'bg-brand-50 font-semibold')}>
                  <td className="py-2 pr-2 tabular-nums">{r.rank}</td>
                  <td className="py-2 pr-2">
                    {r.name} {mine && <span className="text-brand-800">{t('olympiad.board.you')}</span>}
                  </td>
                  {board === 'top-performers' && <td className="py-2 pr-2 tabular-nums">{r.dayNumber}</td>}
                  <td className="py-2 pr-2 text-right tabular-nums">{r.score}</td>
                  <td className="py-2 text-right tabular-nums">{t('olympiad.board.seconds', { seconds: r.timeTakenSeconds })}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
