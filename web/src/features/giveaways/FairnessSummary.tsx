import type { GiveawayProof, GiveawayView } from '@fanhub/shared';
import type { FairnessResult } from './fairness';
import type { FairnessStory } from './fairness-story';

/** The verdict first, then the three plain sentences. */
export function FairnessVerdict({ story }: { story: FairnessStory }) {
  return (
    <>
      <div className={`fr-verdict fr-verdict--${story.tone}`} role="status">
        <h2 className="fr-verdict__title">{story.verdict}</h2>
        <p className="fr-verdict__detail">{story.detail}</p>
      </div>
      <ul className="fr-points">
        {story.points.map((p) => (
          <li key={p.lead}>
            <strong>{p.lead}</strong> {p.text}
          </li>
        ))}
      </ul>
    </>
  );
}

/** «Вы» beside the reader's own name or row. */
export const YouMark = () => <span className="fr-you">Вы</span>;

/** Where the signed-in reader stands: their place in the recomputed ranking, or why they are not in it. */
function MyPlace({ g, result, meId }: { g: GiveawayView; result: FairnessResult; meId: number }) {
  const mine = result.ranking.find((r) => r.userId === meId);
  if (mine) {
    return (
      <p className="fr-place">
        Ваше место в расчёте: <strong>{mine.rank}</strong> из {result.ranking.length}.
      </p>
    );
  }
  if (g.me?.entered) return <p className="gw-note">Ваша заявка в розыгрыше не участвовала: в момент розыгрыша условия участия не выполнялись.</p>;
  return null;
}

/** The published winners by their public names (as on the giveaway's page), the reader's own marked «Вы». */
export function FairnessWinners({ g, proof, result, meId }: { g: GiveawayView; proof: GiveawayProof; result: FairnessResult; meId: number | undefined }) {
  const winners = [...g.winners].sort((a, b) => a.rank - b.rank);
  return (
    <section className="fr-winners" aria-labelledby="fr-winners-title">
      <h2 id="fr-winners-title">Победители</h2>
      {winners.length === 0 ? (
        <p className="gw-note">Победителей нет: не было подходящих заявок.</p>
      ) : (
        <ol className="gw-winners" aria-label="Победители">
          {winners.map((w) => (
            <li key={w.user_id} className={w.user_id === meId ? 'gw-winners__item gw-winners__item--me' : 'gw-winners__item'}>
              <span className="gw-winners__rank">№{w.rank}</span>
              <strong data-latin-ok>{w.username}</strong>
              {w.user_id === meId && <YouMark />}
              {proof.replaced.includes(w.user_id) && <small>не подтвердил выигрыш вовремя — место перешло следующему</small>}
            </li>
          ))}
        </ol>
      )}
      {meId !== undefined && <MyPlace g={g} result={result} meId={meId} />}
    </section>
  );
}
