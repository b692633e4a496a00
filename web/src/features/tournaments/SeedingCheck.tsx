import { useEffect, useState } from 'react';
import type { TournamentView } from '@fanhub/shared';
import { moscowMoment } from './moment';
import { checkSeeding, type SeedingCheck } from './seeding-check';
import { teamNamer } from './texts';

const Verdict = ({ ok, yes, no }: { ok: boolean; yes: string; no: string }) => (
  <p className={`tn-verdict tn-verdict--${ok ? 'ok' : 'bad'}`}>{ok ? `✓ ${yes}` : `✗ ${no}`}</p>
);

const BEACON_REFUSED: Record<Exclude<NonNullable<SeedingCheck['beacon']>['check'], 'valid'>, string> = {
  bad_chain: 'Ключ маяка НЕ соответствует его цепочке: случайность не подтверждена',
  bad_signature: 'Подпись раунда НЕ подтверждается ключом маяка',
  bad_randomness: 'Случайность раунда НЕ получается из его подписи',
  unsupported_scheme: 'Схему подписи этого маяка браузер проверить не может',
  missing: 'Случайность раунда и её подпись не опубликованы',
};

/** What the beacon round proved, and which round it was. */
function BeaconVerdict({ beacon }: { beacon: NonNullable<SeedingCheck['beacon']> }) {
  return (
    <>
      <p className="tn-note">
        Раунд маяка: {beacon.round}
        {beacon.randomness && (
          <>
            , случайность: <code className="tn-hash">{beacon.randomness}</code>
          </>
        )}
      </p>
      <Verdict
        ok={beacon.check === 'valid'}
        yes={`Подпись раунда ${beacon.round} маяка проверена в вашем браузере: случайность выдал маяк`}
        no={beacon.check === 'valid' ? '' : BEACON_REFUSED[beacon.check]}
      />
    </>
  );
}

/** How the order is drawn, in the page's words: with the beacon's randomness when bound to one. */
function Rule({ t }: { t: TournamentView }) {
  if (!t.beacon)
    return (
      <p className="tn-note">
        При создании турнира опубликован хеш секретного ключа: <code className="tn-hash">{t.commitment}</code>. На старте ключ раскрывается, команды
        упорядочиваются по <code>sha256(ключ + ":" + id команды)</code>, карты каждого матча — так же из пула карт. Любой может пересчитать это сам.
      </p>
    );
  return (
    <p className="tn-note">
      При создании турнира опубликован хеш секретного ключа: <code className="tn-hash">{t.commitment}</code>. Когда состав зафиксирован, посев привязан к раунду{' '}
      {t.beacon.round} публичного маяка случайности, который выходит позже ({moscowMoment(t.beacon.round_at)}): его не знал заранее никто. На старте ключ
      раскрывается, команды упорядочиваются по <code>sha256(ключ + ":" + случайность раунда + ":" + id команды)</code>, карты каждого матча — так же из пула
      карт. Любой может пересчитать это сам.
    </p>
  );
}

/**
 * «Проверить посев»: before the start, the commitment that fixes the draw (and the beacon round it is
 * bound to); after it, the seeding and the maps recomputed here from the revealed seed and the
 * round's randomness, whose signature is checked here too, with what was compared (like the
 * giveaways' proof).
 */
export function SeedingProof({ tournament: t }: { tournament: TournamentView }) {
  const [open, setOpen] = useState(false);
  const [check, setCheck] = useState<SeedingCheck | null>(null);
  const name = teamNamer(t);
  useEffect(() => {
    if (!open) {
      setCheck(null);
      return;
    }
    let current = true;
    void checkSeeding(t).then((result) => current && setCheck(result));
    return () => {
      current = false;
    };
  }, [open, t]);
  return (
    <section className="tn-proof" aria-labelledby="tn-proof-title">
      <h2 id="tn-proof-title" className="tn-section-title">
        Честный посев
      </h2>
      <Rule t={t} />
      {!t.seed ? (
        <p className="tn-note">Ключ будет раскрыт на старте турнира — тогда здесь можно будет проверить посев.</p>
      ) : (
        <button type="button" className="btn btn--ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
          Проверить посев
        </button>
      )}
      {check && (
        <div className="tn-proof__result" role="status">
          <p className="tn-note">
            Ключ: <code className="tn-hash">{t.seed}</code>
          </p>
          <Verdict ok={check.commitmentOk} yes="Хеш ключа совпадает с опубликованным до старта" no="Хеш ключа НЕ совпадает с опубликованным" />
          {check.beacon && <BeaconVerdict beacon={check.beacon} />}
          {check.orderOk === null ? (
            <p className="tn-verdict">Посев задан администратором вручную: жеребьёвка к нему не применялась. Карты матчей всё равно выбраны по ключу.</p>
          ) : (
            <Verdict ok={check.orderOk} yes="Посев совпадает с пересчитанным в вашем браузере" no="Посев НЕ совпадает с пересчитанным" />
          )}
          <Verdict
            ok={check.maps.every((m) => m.ok)}
            yes="Карты всех матчей совпадают с пересчитанными"
            no={`Карты не совпадают в матчах: ${check.maps
              .filter((m) => !m.ok)
              .map((m) => m.matchId)
              .join(', ')}`}
          />
          <h3 className="tn-proof__subtitle">{check.beacon ? `Порядок по ключу и раунду ${check.beacon.round} маяка` : 'Порядок по ключу'}</h3>
          <ol className="tn-proof__order" data-latin-ok>
            {check.expectedOrder.map((id) => (
              <li key={id}>{name(id)}</li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
