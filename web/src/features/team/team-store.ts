import { create } from 'zustand';
import type { TeamInvitationView, TeamView } from '@fanhub/shared';
import { failureText, teamApi } from './team-api';
import { TEAM_TEXT } from './team-texts';

interface TeamState {
  teams: TeamView[];
  invitations: TeamInvitationView[];
  loading: boolean;
  error: string | null;
  /** Loads the member's teams and pending invitations; a newer call wins over an older one. */
  load: (userId: number) => Promise<void>;
  /** Puts a team view the server just answered in place (or adds it first). */
  put: (team: TeamView) => void;
  drop: (teamId: number) => void;
}

let generation = 0;

export const useTeamStore = create<TeamState>((set) => ({
  teams: [],
  invitations: [],
  loading: false,
  error: null,
  async load(userId) {
    const mine = ++generation;
    set({ loading: true });
    try {
      const [teams, invitations] = await Promise.all([teamApi.mine(userId), teamApi.invitations()]);
      if (mine === generation) set({ teams, invitations, loading: false, error: null });
    } catch (err) {
      if (mine === generation) set({ loading: false, error: failureText(err, TEAM_TEXT.loadFailed) });
    }
  },
  put(team) {
    set((s) => ({ teams: s.teams.some((t) => t.id === team.id) ? s.teams.map((t) => (t.id === team.id ? team : t)) : [team, ...s.teams] }));
  },
  drop(teamId) {
    set((s) => ({ teams: s.teams.filter((t) => t.id !== teamId) }));
  },
}));
