import { countText, levelProgress, POINT_FORMS } from '@fanhub/shared';

/** Level name, points and the progress to the next level (the rules live in @fanhub/shared). */
export function LevelBadge({ points }: { points: number }) {
  const p = levelProgress(points);
  const pointsText = countText(p.points, POINT_FORMS);
  const label = p.next ? `${pointsText} · до уровня «${p.next.name}» ещё ${p.toNext}` : `${pointsText} · высший уровень`;
  return (
    <div className="level-badge" title={label}>
      <span className="level-badge__level">
        Ур. {p.current.level} · {p.current.name}
      </span>
      <span className="level-badge__points">{pointsText}</span>
      <span className="level-badge__bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={p.percent}>
        <span style={{ width: `${p.percent}%` }} />
      </span>
    </div>
  );
}
