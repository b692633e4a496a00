import { plural, type GiveawayProof, type GiveawayView, type PluralForms } from '@fanhub/shared';
import type { FairnessResult } from './fairness';
import { moscowDateTime } from './moscow-time';

/**
 * The fairness page in plain words: a verdict, then three sentences true for both draw kinds —
 * what was fixed before the entries, what nobody (or, without a beacon, no entrant) could know in
 * advance, how the winners follow (before the draw: when it happens). The formulas and keys stay
 * in «Подробности для проверяющих».
 */

export type FairnessTone = 'ok' | 'bad' | 'pending';

export interface FairnessPoint {
  lead: string;
  text: string;
}

export interface FairnessStory {
  tone: FairnessTone;
  verdict: string;
  detail: string;
  /** Exactly three: fixed in advance, unknown in advance, how (or when) the winners are drawn. */
  points: [FairnessPoint, FairnessPoint, FairnessPoint];
}

/** After «из»: «из 1 участника», «из 12 участников». */
const MEMBER_GENITIVE: PluralForms = ['участника', 'участников', 'участников'];

const hashOf = (withBeacon: boolean) => (withBeacon ? 'секретного числа, значения маяка и номера участника' : 'секретного числа и номера участника');

/** «первый в нём — победитель», «первые 3 в нём — победители». */
const firstWin = (k: number) => (k === 1 ? 'первый в нём — победитель' : `первые ${k} в нём — победители`);

function drawnPoints(proof: GiveawayProof): FairnessStory['points'] {
  const withBeacon = proof.beacon_randomness !== null;
  const n = proof.entrants.length;
  const k = Math.min(proof.winners_count, n);
  const replaced = proof.replaced.length > 0 ? ' Кто не подтвердил выигрыш вовремя, уступил место следующему по списку.' : '';
  return [
    {
      lead: 'Заранее зафиксировано.',
      text: withBeacon
        ? 'При создании розыгрыша, ещё до первой заявки, сайт загадал секретное число, опубликовал его отпечаток (хеш) и привязал розыгрыш к будущему раунду публичного маяка случайности: подменить число потом незаметно было нельзя.'
        : 'При создании розыгрыша, ещё до первой заявки, сайт загадал секретное число и опубликовал его отпечаток (хеш): подменить число потом незаметно было нельзя.',
    },
    withBeacon
      ? {
          lead: 'Никто не знал заранее.',
          text: `Победителей определило и случайное значение раунда ${proof.beacon_round} маяка, которое вышло только после окончания приёма заявок: заранее его не знал никто — ни участники, ни организатор.`,
        }
      : {
          lead: 'Участники не знали заранее.',
          text: 'Само число сайт раскрыл только при розыгрыше, поэтому до него никто из участников не мог вычислить победителей.',
        },
    {
      lead: 'Как выбраны победители.',
      text:
        n === 0
          ? 'Подходящих заявок не было, поэтому победителей нет.'
          : `Для каждого из ${n} ${plural(n, MEMBER_GENITIVE)}, выполнивших условия, из ${hashOf(withBeacon)} считается хеш; список упорядочивается по возрастанию, и ${firstWin(k)}.${replaced}`,
    },
  ];
}

function drawnVerdict(result: FairnessResult): Pick<FairnessStory, 'tone' | 'verdict' | 'detail'> {
  const redone = 'Ваш браузер заново провёл розыгрыш по опубликованным данным';
  if (result.matches) {
    const beacon =
      result.beacon === 'valid'
        ? ' Подпись маяка случайности тоже верна.'
        : result.beacon === 'not_kept'
          ? ' Подпись раунда маяка для этого розыгрыша не сохранена: его значение можно сверить с самим маяком (ниже).'
          : '';
    return { tone: 'ok', verdict: 'Проверено: всё сходится', detail: `${redone}, и победители получились те же, что объявлены.${beacon}` };
  }
  const reasons = [
    !result.commitmentMatches && 'раскрытое число не даёт отпечаток, опубликованный заранее',
    !result.winnersMatch && 'победители получились другие',
    result.beacon !== null && result.beacon !== 'valid' && result.beacon !== 'not_kept' && 'подпись маяка случайности не прошла проверку',
  ].filter(Boolean);
  return { tone: 'bad', verdict: 'Не сходится', detail: `${redone}, и результат расходится с объявленным: ${reasons.join('; ')}.` };
}

/** When the draw happens, as the reader reads it before it did. */
function whenText(g: GiveawayView): string {
  const end = moscowDateTime(g.ends_at);
  const afterBeacon = g.beacon_round !== null ? `, как только маяк опубликует раунд ${g.beacon_round}` : '';
  if (g.status === 'ended') {
    return g.auto_draw
      ? `Приём заявок закончился ${end}; розыгрыш пройдёт автоматически в ближайшие минуты${afterBeacon}.`
      : `Приём заявок закончился ${end}; розыгрыш проведёт администратор.`;
  }
  const opens = g.status === 'upcoming' ? `Приём заявок откроется ${moscowDateTime(g.starts_at)}. ` : '';
  return g.auto_draw
    ? `${opens}Розыгрыш пройдёт автоматически сразу после окончания приёма заявок — ${end}${afterBeacon}.`
    : `${opens}Розыгрыш проведёт администратор после окончания приёма заявок — ${end}.`;
}

/** Before the draw, what nobody knows: with a beacon its round's value (while entries run), else the seed (to the entrants). */
function unknownBefore(g: GiveawayView): FairnessPoint {
  if (g.beacon_round === null) {
    return {
      lead: 'Пока неизвестно участникам.',
      text: 'Само число откроется только при розыгрыше, так что сейчас вычислить победителей не может ни один участник.',
    };
  }
  // Once entries closed the round may be out already: what holds then is that nobody knew it while they ran.
  if (g.status === 'ended') {
    return {
      lead: 'Никто не знал заранее.',
      text: `Значение раунда ${g.beacon_round} маяк публикует только после окончания приёма заявок: пока они шли, его не знал никто — ни участники, ни организатор.`,
    };
  }
  return {
    lead: 'Пока не знает никто.',
    text: `Значение раунда ${g.beacon_round} маяк опубликует только после окончания приёма заявок: сейчас его не знает никто — ни участники, ни организатор.`,
  };
}

function pendingStory(g: GiveawayView): FairnessStory {
  const withBeacon = g.beacon_round !== null;
  return {
    tone: 'pending',
    verdict: 'Розыгрыш ещё не проведён',
    detail: 'Когда он пройдёт, эта страница сама повторит его в вашем браузере и скажет, сходится ли результат.',
    points: [
      {
        lead: 'Уже зафиксировано.',
        text: withBeacon
          ? `При создании розыгрыша сайт загадал секретное число и опубликовал его отпечаток (хеш) — подменить число незаметно уже нельзя. Назначен и раунд публичного маяка случайности: ${g.beacon_round}.`
          : 'При создании розыгрыша сайт загадал секретное число и опубликовал его отпечаток (хеш) — подменить число незаметно уже нельзя.',
      },
      unknownBefore(g),
      { lead: 'Когда розыгрыш.', text: whenText(g) },
    ],
  };
}

/** The story of one giveaway: before its draw from its view alone, after it from the recomputed proof. */
export function fairnessStory(g: GiveawayView, checked: { proof: GiveawayProof; result: FairnessResult } | null): FairnessStory {
  if (!checked) return pendingStory(g);
  return { ...drawnVerdict(checked.result), points: drawnPoints(checked.proof) };
}
