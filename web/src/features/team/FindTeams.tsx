import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { TEAM_LIMITS, TEAM_MSG, isTeamFull, type TeamView } from '@fanhub/shared';
import { SubmitForm } from '../../components/SubmitForm';
import { useOnReconnect, useSocketEvent } from '../../stores/socket';
import { failureText, teamApi } from './team-api';
import { TEAM_TEXT } from './team-texts';
import { TeamLogo } from './TeamLogo';

/** The 'Найти команду' tab: join by code, search public teams (debounced, paged). */
export function FindTeams({ onJoined }: { onJoined: (team: TeamView) => void }) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<{ teams: TeamView[]; totalPages: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Typing waits 500 ms, then searches from page 1 (spec 2 §4).
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, TEAM_LIMITS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [search]);

  const load = useCallback(async () => {
    try {
      setList(await teamApi.publicList({ page, limit: TEAM_LIMITS.pageDefaultLimit, search: query }));
      setError(null);
    } catch (err) {
      setError(failureText(err, TEAM_TEXT.loadFailed));
    }
  }, [page, query]);
  useEffect(() => {
    void load();
  }, [load]);

  // A public team created, changed, filled or gone (public room): the shown page reloads, once
  // for a burst of events (a join emits a few at once).
  const soon = useRef<ReturnType<typeof setTimeout>>(undefined);
  useSocketEvent('team.listing_changed', () => {
    clearTimeout(soon.current);
    soon.current = setTimeout(() => void load(), 150);
  });
  useEffect(() => () => clearTimeout(soon.current), []);
  useOnReconnect(() => void load());

  async function join() {
    if (!code.trim()) return setCodeError(TEAM_MSG.inviteCodeRequired);
    setCodeError(null);
    try {
      const team = await teamApi.join(code.trim());
      toast.success(TEAM_TEXT.joined);
      setCode('');
      onJoined(team);
    } catch (err) {
      const detail = failureText(err, TEAM_TEXT.joinFailed);
      toast.error(detail, detail.includes('Команда заполнена') ? { autoClose: 5000 } : undefined);
    }
  }

  return (
    <div className="find-teams">
      <SubmitForm className="find-teams__join" onSubmit={join}>
        <label className="field__label" htmlFor="team-invite-code">
          {TEAM_TEXT.inviteCodeLabel}
        </label>
        <div className="field__row">
          <input
            id="team-invite-code"
            className="field__input"
            value={code}
            autoComplete="off"
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={codeError ? true : undefined}
          />
          <button type="submit" className="btn btn--primary">
            {TEAM_TEXT.joinButton}
          </button>
        </div>
        {codeError && <p className="field__error">{codeError}</p>}
      </SubmitForm>
      <div className="find-teams__search">
        <input
          className="field__input"
          type="search"
          aria-label={TEAM_TEXT.searchLabel}
          placeholder={TEAM_TEXT.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void load()}>
          {TEAM_TEXT.refresh}
        </button>
      </div>
      {error && <p className="team-page__error">{error}</p>}
      {list && list.teams.length === 0 && (
        <div className="empty-state">
          <h3>{TEAM_TEXT.notFoundTitle}</h3>
          <p>{query ? TEAM_TEXT.notFoundSearch : TEAM_TEXT.notFoundNone}</p>
        </div>
      )}
      <ul className="public-teams">
        {list?.teams.map((t) => (
          <li key={t.id} className={`public-team${isTeamFull(t) ? ' public-team--full' : ''}`}>
            <TeamLogo team={t} />
            <div className="public-team__text">
              <p className="public-team__name">{t.name}</p>
              {t.description && <p className="public-team__motto">{t.description}</p>}
            </div>
            <span className="public-team__count">
              {t.members_count} / {t.max_members}
            </span>
            <button type="button" className="btn btn--ghost btn--small" disabled={isTeamFull(t)} onClick={() => toast.info(TEAM_TEXT.joinFromList)}>
              {TEAM_TEXT.joinButton}
            </button>
          </li>
        ))}
      </ul>
      {list && list.totalPages > 1 && (
        <nav className="pager" aria-label="Страницы">
          <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ←
          </button>
          <span>{TEAM_TEXT.page(page, list.totalPages)}</span>
          <button type="button" className="btn btn--ghost btn--small" disabled={page >= list.totalPages} onClick={() => setPage(page + 1)}>
            →
          </button>
        </nav>
      )}
      <button type="button" className="fab" aria-label={TEAM_TEXT.refresh} onClick={() => void load()}>
        ⟳
      </button>
    </div>
  );
}
