import { useParams } from 'react-router-dom';
import { RecordPage, type RecordPageText } from '../../components/RecordPage';
import { useContent } from '../../stores/content';
import { GiveawayCard } from './GiveawayCard';
import { rulesList } from './MissingSteps';
import { useGiveaway } from './use-giveaways';
import './giveaways.css';

const PAGE: RecordPageText = {
  block: 'gw-page',
  back: { to: '/#giveaways', label: '← Все розыгрыши' },
  failed: { title: 'Розыгрыш недоступен', titleClass: 'gw-fairness__title', errorClass: 'gw-page__error', fallback: 'Не удалось загрузить розыгрыш' },
};

/** /giveaways/:id: one giveaway with its rules, entering, the live draw and its public record. */
export default function GiveawayPage() {
  const id = Number(useParams().id);
  const tiers = useContent('giveawayTiers');
  const load = useGiveaway(id);
  return (
    <RecordPage load={load} {...PAGE}>
      {(g) => (
        <>
          <GiveawayCard giveaway={g} tiers={tiers} reload={load.reload} variant="page" />
          <div className="gw-rules">
            <h2 className="gw-rules__title">Кто может участвовать</h2>
            <ul className="prize-list">
              {rulesList(g.eligibility).map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
            <p className="gw-note">
              Одна заявка на участника; отказаться можно до конца приёма заявок. Победитель подтверждает выигрыш в течение {g.claim_hours} ч, иначе приз
              переходит следующему по списку.
            </p>
          </div>
        </>
      )}
    </RecordPage>
  );
}
