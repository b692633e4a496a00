import { useState } from 'react';
import type { TournamentView } from '@fanhub/shared';
import { checkSeeding } from './seeding-check';
import { teamNamer } from './texts';

const Verdict = ({ ok, yes, no }: { ok: boolean; yes: string; no: string }) => (
  <p className={`tn-verdict tn-verdict--${ok ? 'ok' : 'bad'}`}>{ok ? `✓ ${yes}` : `✗ ${no}`}</p>
);

/**
 * «Проверить посев»: before the start, the commitment that fixes the draw; after it, the seeding and
 * the maps recomputed here from the revealed seed, with what was compared (like the giveaways' proof).
 */
export function SeedingProof({ tournament: t }: { tournament: TournamentView }) {
  const [open, setOpen] = useState(false);
  const name = teamNamer(t);
  const check = open ? checkSeeding(t) : null;
  return (
    <section className="tn-proof" aria-labelledby="tn-proof-title">
      <h2 id="tn-proof-title" className="tn-section-title">
        Честный посев
      </h2>
      <p className="tn-note">
        При создании турнира опубликован хеш секретного ключа: <code className="tn-hash">{t.commitment}</code>. На старте ключ раскрывается, команды
        упорядочиваются по <code>sha256(ключ + ":" + id команды)</code>, карты каждого матча — так же из пула карт. Любой может пересчитать это сам.
      </p>
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
          <h3 className="tn-proof__subtitle">Порядок по ключу</h3>
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
