import type { GiveawayProof, GiveawayView } from '@fanhub/shared';
import type { FairnessResult } from './fairness';
import { YouMark } from './FairnessSummary';
import { BeaconRoundFact, formulaOf } from './PublicRecord';

const Verdict = ({ ok, text = ok ? 'совпадает' : 'не совпадает' }: { ok: boolean; text?: string }) => (
  <strong className={ok ? 'gw-verdict gw-verdict--ok' : 'gw-verdict gw-verdict--bad'}>{text}</strong>
);

const BEACON_VERDICT: Record<Exclude<FairnessResult['beacon'], null | 'not_kept'>, string> = {
  valid: 'подпись верна',
  bad_signature: 'подпись неверна',
  bad_randomness: 'значение не получено из подписи',
  bad_chain: 'ключ не принадлежит цепочке',
  unsupported_scheme: 'схема подписи не поддерживается',
};

/** The round's BLS signature checked here against the chain's public key, with where to compare both. */
function BeaconSignature({ proof, check, chainHash }: { proof: GiveawayProof; check: FairnessResult['beacon']; chainHash: string | null }) {
  const p = proof.beacon_proof;
  if (!p || check === null || check === 'not_kept')
    return <p className="gw-note">Подпись раунда для этого розыгрыша не сохранена: сверьте значение с самим маяком по номеру раунда.</p>;
  return (
    <>
      <p>
        Подпись раунда (схема <code>{p.scheme}</code>):
      </p>
      <code className="gw-hash">{p.signature}</code>
      <p>Открытый ключ цепочки маяка:</p>
      <code className="gw-hash">{p.public_key}</code>
      <p>Хеш цепочки, посчитанный здесь из её ключа и параметров (по нему цепочку называет адрес маяка):</p>
      <code className="gw-hash">{chainHash ?? '—'}</code>
      <p>
        Проверка подписи здесь: <Verdict ok={check === 'valid'} text={BEACON_VERDICT[check]} />
      </p>
      <p className="gw-note">
        Ключ и раунд можно сверить с самим маяком:{' '}
        <a className="link" href={`${p.url}/info`} target="_blank" rel="noreferrer">
          сведения о цепочке
        </a>
        ,{' '}
        <a className="link" href={`${p.url}/public/${proof.beacon_round}`} target="_blank" rel="noreferrer">
          раунд {proof.beacon_round}
        </a>
        .
      </p>
    </>
  );
}

/** Only the first rows of a long ranking: the winners and a few after them are what the reader checks (and the reader's own row). */
const SHOWN_RANKS = 20;

/** Before the draw: what is published already, and what opens at the draw. */
export function FairnessPending({ giveaway: g }: { giveaway: GiveawayView }) {
  return (
    <dl className="gw-record__facts">
      <dt>
        Обязательство — хеш <code>SHA-256</code> секретного числа (сида), опубликован при создании
      </dt>
      <dd>
        <code className="gw-hash">{g.commitment}</code>
      </dd>
      <dt>Сид</dt>
      <dd>откроется в момент розыгрыша</dd>
      <BeaconRoundFact round={g.beacon_round} />
      <dt>Правило</dt>
      <dd>
        каждый участник получает значение <code>{formulaOf(g.beacon_round !== null)}</code>; побеждают наименьшие
      </dd>
    </dl>
  );
}

/** «neo (№34)» for a published winner, «№21» for anyone else: the proof names entrants by number. */
const labelOf = (names: ReadonlyMap<number, string>) => (id: number) => {
  const name = names.get(id);
  return name ? `${name} (№${id})` : `№${id}`;
};

/** The recomputation step by step, with the numbers it used and the verdict of each step. */
export function FairnessSteps({
  proof,
  result,
  names = new Map(),
  meId,
}: {
  proof: GiveawayProof;
  result: FairnessResult;
  /** Public names of the published winners, by id. */
  names?: ReadonlyMap<number, string>;
  /** The signed-in reader: their row is marked «Вы». */
  meId?: number | undefined;
}) {
  const winners = new Set(result.expectedWinners);
  const withBeacon = proof.beacon_randomness !== null;
  const label = labelOf(names);
  const shown = result.ranking.slice(0, SHOWN_RANKS);
  const mine = result.ranking.find((r) => r.userId === meId);
  const rows = mine && mine.rank > SHOWN_RANKS ? [...shown, mine] : shown;
  return (
    <div className="gw-steps">
      <p className={`gw-summary ${result.matches ? 'gw-summary--ok' : 'gw-summary--bad'}`}>
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
            <p className="gw-note">Этот раунд был назначен заранее и наступил после окончания приёма заявок: заранее его значение не знал никто.</p>
            <BeaconSignature proof={proof} check={result.beacon} chainHash={result.chainHash} />
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
                <th>Участник</th>
                <th>Хеш</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr
                  key={r.userId}
                  className={[winners.has(r.userId) && 'gw-ranking__winner', r.userId === meId && 'gw-ranking__me'].filter(Boolean).join(' ') || undefined}
                >
                  <td>{r.rank}</td>
                  <td>
                    {names.has(r.userId) && (
                      <span className="gw-ranking__name" data-latin-ok>
                        {names.get(r.userId)}
                      </span>
                    )}
                    {r.userId === meId && <YouMark />} <small className="gw-ranking__id">№{r.userId}</small>
                  </td>
                  <td>
                    <code>{r.hash}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.ranking.length > SHOWN_RANKS && (
            <p className="gw-note">
              Показаны первые {SHOWN_RANKS} из {result.ranking.length}
              {rows.length > shown.length && ' и ваша строка'}.
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
            По расчёту здесь: <span data-latin-ok>{result.expectedWinners.map(label).join(', ') || '—'}</span>
          </p>
          <p>
            Опубликовано: <span data-latin-ok>{proof.winners.map(label).join(', ') || '—'}</span>
          </p>
          <p>
            Проверка: <Verdict ok={result.winnersMatch} />
          </p>
        </li>
      </ol>
    </div>
  );
}
