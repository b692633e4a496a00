import type { GiveawayProof } from '@fanhub/shared';
import type { FairnessResult } from './fairness';
import { formulaOf } from './PublicRecord';

const Verdict = ({ ok }: { ok: boolean }) => (
  <strong className={ok ? 'gw-verdict gw-verdict--ok' : 'gw-verdict gw-verdict--bad'}>{ok ? 'совпадает' : 'не совпадает'}</strong>
);

/** Only the first rows of a long ranking: the winners and a few after them are what the reader checks. */
const SHOWN_RANKS = 20;

/** The recomputation step by step, with the numbers it used and the verdict of each step. */
export function FairnessSteps({ proof, result }: { proof: GiveawayProof; result: FairnessResult }) {
  const winners = new Set(result.expectedWinners);
  const withBeacon = proof.beacon_randomness !== null;
  return (
    <div className="gw-steps">
      <p className={`gw-summary ${result.matches ? 'gw-summary--ok' : 'gw-summary--bad'}`} role="status">
        Итог: результат розыгрыша <Verdict ok={result.matches} />
      </p>
      <ol className="gw-steps__list">
        <li>
          <h2>Сид совпадает с обязательством</h2>
          <p>Опубликованное при создании обязательство:</p>
          <code className="gw-hash">{proof.commitment}</code>
          <p>Раскрытый сид:</p>
          <code className="gw-hash">{proof.seed}</code>
          <p>
            Его хеш <code>SHA-256</code>, посчитанный здесь:
          </p>
          <code className="gw-hash">{result.seedHash}</code>
          <p>
            Проверка: <Verdict ok={result.commitmentMatches} />
          </p>
        </li>
        {withBeacon && (
          <li>
            <h2>Публичный маяк случайности</h2>
            <p>
              Раунд <code>{proof.beacon_round}</code>, его случайное значение:
            </p>
            <code className="gw-hash">{proof.beacon_randomness}</code>
            <p className="gw-note">Этот раунд был назначен при создании розыгрыша и наступил после его окончания: заранее его не знал никто.</p>
          </li>
        )}
        <li>
          <h2>Ранжирование участников</h2>
          <p>
            Подходящих участников: {proof.entrants.length}. Каждый получает значение <code>{formulaOf(withBeacon)}</code>; побеждают наименьшие.
          </p>

          <table className="gw-ranking" aria-label="Ранжирование участников">
            <thead>
              <tr>
                <th>Место</th>
                <th>Участник (номер)</th>
                <th>Хеш</th>
              </tr>
            </thead>
            <tbody>
              {result.ranking.slice(0, SHOWN_RANKS).map((r) => (
                <tr key={r.userId} className={winners.has(r.userId) ? 'gw-ranking__winner' : undefined}>
                  <td>{r.rank}</td>
                  <td>{r.userId}</td>
                  <td>
                    <code>{r.hash}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.ranking.length > SHOWN_RANKS && (
            <p className="gw-note">
              Показаны первые {SHOWN_RANKS} из {result.ranking.length}.
            </p>
          )}
        </li>
        <li>
          <h2>Победители совпадают с опубликованными</h2>
          <p>
            Победителей: {proof.winners_count}
            {proof.replaced.length > 0 && `, заменено не подтвердивших выигрыш: ${proof.replaced.length}`}.
          </p>
          <p>
            По расчёту здесь: <code>{result.expectedWinners.join(', ') || '—'}</code>
          </p>
          <p>
            Опубликовано: <code>{proof.winners.join(', ') || '—'}</code>
          </p>
          <p>
            Проверка: <Verdict ok={result.winnersMatch} />
          </p>
        </li>
      </ol>
    </div>
  );
}
