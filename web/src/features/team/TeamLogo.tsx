import { useState } from 'react';
import type { TeamView } from '@fanhub/shared';
import './team.css';

interface TeamLogoProps {
  team: Pick<TeamView, 'name' | 'logo_url' | 'logo_color'>;
  size?: 'md' | 'lg';
}

/** The team's picture: its logo, else its initial on its colour, else the default shield icon. */
export function TeamLogo({ team, size = 'md' }: TeamLogoProps) {
  const [broken, setBroken] = useState(false);
  if (team.logo_url && !broken) {
    return (
      <span className={`team-logo team-logo--${size}`}>
        <img src={team.logo_url} alt="" onError={() => setBroken(true)} />
      </span>
    );
  }
  if (team.logo_color) {
    return (
      <span className={`team-logo team-logo--${size} team-logo--color`} style={{ background: team.logo_color }}>
        {(team.name.trim()[0] ?? '?').toUpperCase()}
      </span>
    );
  }
  return (
    <span className={`team-logo team-logo--${size} team-logo--default`}>
      <svg viewBox="0 0 24 24" width="60%" height="60%" aria-hidden="true">
        <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3z" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M9 12l2 2 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </span>
  );
}
