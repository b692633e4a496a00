import { Link, useParams } from 'react-router-dom';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageLoader } from '../../components/PageLoader';
import { useRecordTitle } from '../../lib/page-title';
import { useContent } from '../../stores/content';
import { detailOf } from '../../api/errors';
import { GiveawayCard } from './GiveawayCard';
import { rulesList } from './MissingSteps';
import { useGiveaway } from './use-giveaways';
import './giveaways.css';

/** /giveaways/:id: one giveaway with its rules, entering, the live draw and its public record. */
export default function GiveawayPage() {
  const id = Number(useParams().id);
  const tiers = useContent('giveawayTiers');
  const load = useGiveaway(id);
  useRecordTitle(load.state === 'ready' ? load.data.title : null);
  return (
    <section className="gw-page panel">
      <p className="gw-page__back">
        <Link className="link" to="/#giveaways">
          ← Все розыгрыши
        </Link>
      </p>
      {load.state === 'loading' && <PageLoader />}
      {load.state === 'failed' && (
        <>
          <h1 className="gw-fairness__title">Розыгрыш недоступен</h1>
          <ErrorMessage className="gw-page__error" message={detailOf(load.error, 'Не удалось загрузить розыгрыш')} />
        </>
      )}
      {load.state === 'ready' && (
        <>
          <GiveawayCard giveaway={load.data} tiers={tiers} reload={load.reload} variant="page" />
          <div className="gw-rules">
            <h2 className="gw-rules__title">Кто может участвовать</h2>
            <ul className="prize-list">
              {rulesList(load.data.eligibility).map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
            <p className="gw-note">
              Одна заявка на участника; отказаться можно до конца приёма заявок. Победитель подтверждает выигрыш в течение {load.data.claim_hours} ч, иначе приз
              переходит следующему по списку.
            </p>
          </div>
        </>
      )}
    </section>
  );
}
