import { SectionFrame } from '../../../components/SectionFrame';
import { TournamentList } from '../../tournaments';

/** «Турнирная таблица» (spec 1 §2): the tournaments from the API, each with its own page (table and bracket there). */
export function TournamentSection() {
  return (
    <SectionFrame title="Турнирная таблица" code="tournament-table" className="tournament">
      <TournamentList />
    </SectionFrame>
  );
}
