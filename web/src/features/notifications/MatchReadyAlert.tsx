import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { AppEvent } from '@fanhub/shared';
import { useAuthStore } from '../../stores/auth';
import { useSocketEvent } from '../../stores/socket';

type MatchReady = AppEvent<'tournament.match_ready'>['payload'];

export const MATCH_READY_TEXT = {
  /** The member's side is known (their team is one of the two): the opponent is named. */
  against: (tournament: string, opponent: string) => `Матч готов: турнир «${tournament}», ваш соперник — «${opponent}».`,
  pairing: (tournament: string, team1: string, team2: string) => `Матч готов: турнир «${tournament}», «${team1}» — «${team2}».`,
  link: 'К матчу',
} as const;

/** One notice per match: an admin taking its result back announces it again. */
export const matchReadyToastId = (p: Pick<MatchReady, 'tournamentId' | 'matchId'>) => `match-ready-${p.tournamentId}-${p.matchId}`;

function MatchReadyToast({ p, teamId, toastId }: { p: MatchReady; teamId: number | null; toastId: string }) {
  const opponent = teamId === p.team1Id ? p.team2Name : teamId === p.team2Id ? p.team1Name : null;
  return (
    <span>
      {opponent !== null ? MATCH_READY_TEXT.against(p.title, opponent) : MATCH_READY_TEXT.pairing(p.title, p.team1Name ?? '?', p.team2Name ?? '?')}{' '}
      <Link to={`/tournaments/${p.tournamentId}`} onClick={() => toast.dismiss(toastId)}>
        {MATCH_READY_TEXT.link}
      </Link>
    </span>
  );
}

/**
 * «Матч готов» on the site, wherever the member is (mounted once in the shell): the event reaches
 * both teams' rooms; the players of the two rosters it names are told, whatever their notification
 * choices (those are for the messages that leave the site). Kept until closed: the opponent may
 * claim a no-show after a while.
 */
export function MatchReadyAlert() {
  useSocketEvent('tournament.match_ready', (e) => {
    const me = useAuthStore.getState().user;
    if (!me || !e.payload.playerIds.includes(me.id)) return;
    const toastId = matchReadyToastId(e.payload);
    toast.info(<MatchReadyToast p={e.payload} teamId={me.team_id} toastId={toastId} />, { toastId, autoClose: false });
  });
  return null;
}
