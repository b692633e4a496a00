import { toast } from 'react-toastify';
import { useOnReconnect, useSocketEvent } from '../../stores/socket';
import { TEAM_TEXT } from './team-texts';

/**
 * Keeps the team page current from the socket: any change to one of the member's teams (or an
 * invitation to them, or the socket coming back) reloads the list; being kicked or disbanded is also told in a toast.
 */
export function useTeamLive(meId: number | undefined, reload: () => void): void {
  const mine = (userId: unknown) => userId === meId;
  useOnReconnect(reload);
  useSocketEvent('team.updated', reload);
  useSocketEvent('team.member_joined', reload);
  useSocketEvent('team.member_left', reload);
  useSocketEvent('team.invitation_answered', reload);
  useSocketEvent('team.member_kicked', (e) => {
    if (mine(e.payload.userId)) toast.warn(TEAM_TEXT.youWereKicked(e.payload.teamName), { autoClose: 5000 });
    reload();
  });
  useSocketEvent('team.disbanded', (e) => {
    if (e.actorId !== meId)
      toast.warn((e.payload.byAdmin ? TEAM_TEXT.teamDisbandedByAdmin : TEAM_TEXT.teamDisbandedForYou)(e.payload.teamName), { autoClose: 5000 });
    reload();
  });
  useSocketEvent('team.invitation_sent', (e) => {
    if (mine(e.payload.inviteeId)) toast.info(TEAM_TEXT.invitedToast(e.payload.teamName, e.payload.invitedBy));
    reload();
  });
}
