import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { GiveawayProof, GiveawayView } from '@fanhub/shared';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageLoader } from '../../components/PageLoader';
import { useRecordTitle } from '../../lib/page-title';
import { useAuthStore } from '../../stores/auth';
import { detailOf } from '../../api/errors';
import { verifyProof, type FairnessResult } from './fairness';
import { fairnessStory } from './fairness-story';
import { FairnessPending, FairnessSteps } from './FairnessSteps';
import { FairnessVerdict, FairnessWinners } from './FairnessSummary';
import { giveawaysApi } from './giveaways-api';
import { useGiveaway } from './use-giveaways';
import './giveaways.css';
import './fairness.css';

type Check =
  { state: 'none' } | { state: 'checking' } | { state: 'failed'; message: string } | { state: 'ready'; proof: GiveawayProof; result: FairnessResult };
type Keyed = Check & { key: string | null };

/** What a drawn giveaway's proof depends on: the draw and each replacement (a redraw adds a winner). */
const proofKey = (g: GiveawayView | null) =>
  g?.status === 'drawn' ? `${g.id}:${g.winners.map((w) => `${w.user_id}${w.status === 'expired' ? 'x' : ''}`).join(',')}` : null;

/** The proof of a drawn giveaway, recomputed in this browser; again whenever the draw changes (live). */
function useProofCheck(g: GiveawayView | null): Check {
  const [check, setCheck] = useState<Keyed>({ state: 'none', key: null });
  const key = proofKey(g);
  const id = g?.id;
  useEffect(() => {
    if (key === null || id === undefined) return;
    let live = true;
    giveawaysApi
      .proof(id)
      .then(async (proof) => ({ proof, result: await verifyProof(proof) }))
      .then(({ proof, result }) => live && setCheck({ state: 'ready', proof, result, key }))
      .catch((err: unknown) => live && setCheck({ state: 'failed', message: detailOf(err, 'Не удалось проверить розыгрыш'), key }));
    return () => {
      live = false;
    };
  }, [key, id]);
  if (key === null) return { state: 'none' };
  if (check.key === key) return check;
  // A redraw of the same giveaway keeps the last check on screen while the new one runs.
  return check.state === 'ready' && check.key?.split(':')[0] === key.split(':')[0] ? check : { state: 'checking' };
}

/**
 * /giveaways/:id/fairness: a verdict and three plain sentences first; the draw recomputed in this
 * browser from the published proof alone, with its numbers, under «Подробности для проверяющих».
 * Before the draw: what is already fixed and when the draw happens. Follows the giveaway live.
 */
export default function FairnessPage() {
  const id = Number(useParams().id);
  const load = useGiveaway(id);
  const g = load.state === 'ready' ? load.data : null;
  const check = useProofCheck(g);
  const meId = useAuthStore((s) => s.user?.id);
  useRecordTitle(g?.title);
  const names = new Map(g?.winners.map((w) => [w.user_id, w.username]));
  return (
    <section className="gw-page gw-fairness panel" aria-labelledby="fairness-title">
      <p className="gw-page__back">
        <Link className="link" to={`/giveaways/${id}`}>
          ← К розыгрышу
        </Link>
      </p>
      <h1 id="fairness-title" className="gw-fairness__title">
        Проверка честности
      </h1>
      {g && (
        <p className="fr-giveaway" data-latin-ok>
          {g.title}
        </p>
      )}
      {(load.state === 'loading' || check.state === 'checking') && <PageLoader label="Проверяем розыгрыш…" />}
      {load.state === 'failed' && <ErrorMessage className="gw-page__error" message={detailOf(load.error, 'Не удалось загрузить розыгрыш')} />}
      {check.state === 'failed' && <ErrorMessage className="gw-page__error" message={check.message} />}
      {g && check.state === 'none' && (
        <>
          <FairnessVerdict story={fairnessStory(g, null)} />
          <details className="fr-details">
            <summary>Подробности для проверяющих</summary>
            <FairnessPending giveaway={g} />
          </details>
        </>
      )}
      {g && check.state === 'ready' && (
        <>
          <FairnessVerdict story={fairnessStory(g, check)} />
          <FairnessWinners g={g} proof={check.proof} result={check.result} meId={meId} />
          <details className="fr-details">
            <summary>Подробности для проверяющих</summary>
            <FairnessSteps proof={check.proof} result={check.result} names={names} meId={meId} />
          </details>
        </>
      )}
    </section>
  );
}
