import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { GiveawayProof } from '@fanhub/shared';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageLoader } from '../../components/PageLoader';
import { detailOf } from '../profile/profile-api';
import { verifyProof, type FairnessResult } from './fairness';
import { FairnessSteps } from './FairnessSteps';
import { giveawaysApi } from './giveaways-api';
import './giveaways.css';

type State = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; proof: GiveawayProof; result: FairnessResult };

/** /giveaways/:id/fairness: the draw recomputed in this browser from the published proof alone. */
export default function FairnessPage() {
  const id = Number(useParams().id);
  const [s, setS] = useState<State>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    giveawaysApi
      .proof(id)
      .then(async (proof) => ({ proof, result: await verifyProof(proof) }))
      .then(({ proof, result }) => live && setS({ state: 'ready', proof, result }))
      .catch((err: unknown) => live && setS({ state: 'failed', message: detailOf(err, 'Не удалось проверить розыгрыш') }));
    return () => {
      live = false;
    };
  }, [id]);
  return (
    <section className="gw-page gw-fairness panel" aria-labelledby="fairness-title">
      <p className="gw-page__back">
        <Link className="link" to={`/giveaways/${id}`}>
          ← К розыгрышу
        </Link>
      </p>
      <h1 id="fairness-title" className="gw-fairness__title">
        Проверить честность
      </h1>
      <p className="gw-note">Эта страница заново проводит розыгрыш прямо в вашем браузере — по опубликованным данным, без доверия к серверу.</p>
      {s.state === 'loading' && <PageLoader />}
      {s.state === 'failed' && <ErrorMessage className="gw-page__error" message={s.message} />}
      {s.state === 'ready' && <FairnessSteps proof={s.proof} result={s.result} />}
    </section>
  );
}
