import { useCallback, useEffect, useState } from 'react';
import { useAuthStore } from '../../stores/auth';
import { CreateTeamModal } from './CreateTeamModal';
import { FindTeams } from './FindTeams';
import { InvitationsPanel } from './InvitationsPanel';
import { TeamCard } from './TeamCard';
import { useTeamStore } from './team-store';
import { TEAM_TEXT } from './team-texts';
import { useTeamLive } from './use-team-live';
import './team.css';
import { ErrorMessage } from '../../components/ErrorMessage';

type Tab = 'mine' | 'find';

/** /profile/team (spec 2 'Team management'): the member's teams, invitations, and finding a team. */
export default function TeamPage() {
  const user = useAuthStore((s) => s.user);
  const refreshUser = useAuthStore((s) => s.refreshUser);
  const { teams, invitations, loading, error, load, put } = useTeamStore();
  const [tab, setTab] = useState<Tab>('mine');
  const [creating, setCreating] = useState(false);
  const meId = user?.id;

  const reload = useCallback(() => {
    if (meId !== undefined) void load(meId);
  }, [meId, load]);
  useEffect(reload, [reload]);
  useTeamLive(meId, reload);

  /** Joined, left or disbanded: the list and the profile (its team_id) follow. */
  const afterMembershipChange = useCallback(() => {
    reload();
    void refreshUser();
  }, [reload, refreshUser]);

  if (!user) return null;
  const hasTeams = teams.length > 0;
  return (
    <section className="team-page" aria-labelledby="team-page-title">
      <header className="team-page__head">
        <h1 id="team-page-title" className="team-page__title">
          {TEAM_TEXT.title}
        </h1>
        <button type="button" className="btn btn--ghost btn--small" aria-label={TEAM_TEXT.refresh} disabled={loading} onClick={reload}>
          ⟳ {TEAM_TEXT.refresh}
        </button>
        {hasTeams ? (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setTab('find')}>
            {TEAM_TEXT.find}
          </button>
        ) : null}
        <button type="button" className="btn btn--primary btn--small" onClick={() => setCreating(true)}>
          {TEAM_TEXT.create}
        </button>
      </header>
      <InvitationsPanel invitations={invitations} onAnswered={(joined) => (joined ? afterMembershipChange() : reload())} />
      <div className="tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'mine'} className="tabs__tab" onClick={() => setTab('mine')}>
          {TEAM_TEXT.tabMine}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'find'} className="tabs__tab" onClick={() => setTab('find')}>
          {TEAM_TEXT.tabFind}
        </button>
      </div>
      <ErrorMessage className="team-page__error" message={error} />
      {tab === 'mine' ? (
        hasTeams ? (
          <div className="team-grid">
            {teams.map((t, i) => (
              <TeamCard key={t.id} team={t} variant={i % 3} onChanged={put} onGone={afterMembershipChange} />
            ))}
          </div>
        ) : (
          !loading && (
            <div className="empty-state">
              <h2>{TEAM_TEXT.emptyMine}</h2>
              <p>{TEAM_TEXT.emptyMineHint}</p>
              <div className="empty-state__actions">
                <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>
                  {TEAM_TEXT.create}
                </button>
                <button type="button" className="btn btn--ghost" onClick={() => setTab('find')}>
                  {TEAM_TEXT.find}
                </button>
              </div>
            </div>
          )
        )
      ) : (
        <FindTeams
          onJoined={() => {
            afterMembershipChange();
            setTab('mine');
          }}
        />
      )}
      {creating && <CreateTeamModal onClose={() => setCreating(false)} onCreated={afterMembershipChange} />}
    </section>
  );
}
