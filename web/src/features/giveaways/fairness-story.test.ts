import { describe, expect, it } from 'vitest';
import type { GiveawayProof } from '@fanhub/shared';
import type { FairnessResult } from './fairness';
import { fairnessStory } from './fairness-story';
import { giveawayFixture } from '../../test/giveaway-fixture';

/** A proof and its check as the page has them after recomputing; `over` says what a test is about. */
function checked(proofOver: Partial<GiveawayProof> = {}, resultOver: Partial<FairnessResult> = {}) {
  const proof: GiveawayProof = {
    commitment: 'c'.repeat(64),
    seed: 'd'.repeat(64),
    algorithm: 'plain',
    beacon_round: null,
    beacon_randomness: null,
    beacon_proof: null,
    entrants: [3, 8, 21, 34],
    winners: [8],
    replaced: [],
    winners_count: 1,
    ...proofOver,
  };
  const result: FairnessResult = {
    seedHash: proof.commitment,
    commitmentMatches: true,
    ranking: [],
    expectedWinners: proof.winners,
    winnersMatch: true,
    beacon: proof.beacon_randomness === null ? null : 'valid',
    chainHash: null,
    matches: true,
    ...resultOver,
  };
  return { proof, result };
}

const beacon = { algorithm: 'beacon', beacon_round: 4242, beacon_randomness: 'e'.repeat(64) };
const drawn = giveawayFixture({ status: 'drawn', seed: 'd'.repeat(64), drawn_at: '2030-05-15T18:00:05Z' });
/** The sentences as read (dates keep together with no-break spaces). */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const texts = (s: ReturnType<typeof fairnessStory>) => s.points.map((p) => plain(`${p.lead} ${p.text}`));

describe('the fairness page in plain words, after the draw', () => {
  it('a plain draw that matches: the verdict, then what was fixed, what entrants could not know, how winners follow', () => {
    const s = fairnessStory(drawn, checked());
    expect([s.tone, s.verdict]).toEqual(['ok', 'Проверено: всё сходится']);
    expect(s.detail).toBe('Ваш браузер заново провёл розыгрыш по опубликованным данным, и победители получились те же, что объявлены.');
    expect(texts(s)).toEqual([
      'Заранее зафиксировано. При создании розыгрыша, ещё до первой заявки, сайт загадал секретное число и опубликовал его отпечаток (хеш): подменить число потом незаметно было нельзя.',
      // Without a beacon the site itself knew its number: the sentence claims only what holds.
      'Участники не знали заранее. Само число сайт раскрыл только при розыгрыше, поэтому до него никто из участников не мог вычислить победителей.',
      'Как выбраны победители. Для каждого из 4 участников, выполнивших условия, из секретного числа и номера участника считается хеш; список упорядочивается по возрастанию, и первый в нём — победитель.',
    ]);
  });

  it('a beacon draw: the round nobody knew, the operator included; the signature in the verdict', () => {
    const s = fairnessStory(
      drawn,
      checked({ ...beacon, entrants: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21], winners_count: 3, winners: [4, 9, 2] }),
    );
    expect(s.tone).toBe('ok');
    expect(s.detail).toMatch(/Подпись маяка случайности тоже верна\.$/);
    expect(texts(s)).toEqual([
      'Заранее зафиксировано. При создании розыгрыша, ещё до первой заявки, сайт загадал секретное число, опубликовал его отпечаток (хеш) и привязал розыгрыш к будущему раунду публичного маяка случайности: подменить число потом незаметно было нельзя.',
      'Никто не знал заранее. Победителей определило и случайное значение раунда 4242 маяка, которое вышло только после окончания приёма заявок: заранее его не знал никто — ни участники, ни организатор.',
      'Как выбраны победители. Для каждого из 21 участника, выполнивших условия, из секретного числа, значения маяка и номера участника считается хеш; список упорядочивается по возрастанию, и первые 3 в нём — победители.',
    ]);
  });

  it('a beacon draw from before signatures were kept still matches, and says where to compare the round', () => {
    const s = fairnessStory(drawn, checked(beacon, { beacon: 'not_kept' }));
    expect(s.tone).toBe('ok');
    expect(s.detail).toMatch(/Подпись раунда маяка для этого розыгрыша не сохранена: его значение можно сверить с самим маяком \(ниже\)\.$/);
  });

  it('a replaced winner is told as the next in line taking the place', () => {
    const s = fairnessStory(drawn, checked({ winners: [8, 21], replaced: [8] }));
    expect(s.points[2].text).toMatch(/Кто не подтвердил выигрыш вовремя, уступил место следующему по списку\.$/);
  });

  it('no eligible entries: no winners, said plainly', () => {
    expect(fairnessStory(drawn, checked({ entrants: [], winners: [] })).points[2].text).toBe('Подходящих заявок не было, поэтому победителей нет.');
  });

  it('a mismatch leads with «Не сходится» and names each failed check', () => {
    const winners = fairnessStory(drawn, checked({}, { winnersMatch: false, matches: false }));
    expect([winners.tone, winners.verdict]).toEqual(['bad', 'Не сходится']);
    expect(winners.detail).toBe(
      'Ваш браузер заново провёл розыгрыш по опубликованным данным, и результат расходится с объявленным: победители получились другие.',
    );
    const all = fairnessStory(drawn, checked(beacon, { commitmentMatches: false, winnersMatch: false, beacon: 'bad_signature', matches: false }));
    expect(all.detail).toMatch(
      /: раскрытое число не даёт отпечаток, опубликованный заранее; победители получились другие; подпись маяка случайности не прошла проверку\.$/,
    );
  });
});

describe('the fairness page in plain words, before the draw', () => {
  // 18:00 UTC is 21:00 in Moscow, whatever zone the test machine is in.
  const ends_at = '2030-05-15T18:00:00Z';

  it('a running plain draw: the commitment is fixed, the number opens at the draw, drawn automatically at the end (Moscow time)', () => {
    const s = fairnessStory(giveawayFixture({ ends_at }), null);
    expect([s.tone, s.verdict]).toEqual(['pending', 'Розыгрыш ещё не проведён']);
    expect(texts(s)).toEqual([
      'Уже зафиксировано. При создании розыгрыша сайт загадал секретное число и опубликовал его отпечаток (хеш) — подменить число незаметно уже нельзя.',
      'Пока неизвестно участникам. Само число откроется только при розыгрыше, так что сейчас вычислить победителей не может ни один участник.',
      'Когда розыгрыш. Розыгрыш пройдёт автоматически сразу после окончания приёма заявок — 15 мая 2030 г. в 21:00 МСК.',
    ]);
  });

  it('a beacon draw: its round is fixed too, unknown to all until after the end; drawn once the round is out', () => {
    const s = fairnessStory(giveawayFixture({ ends_at, algorithm: 'beacon', beacon_round: 4242 }), null);
    expect(texts(s)).toEqual([
      'Уже зафиксировано. При создании розыгрыша сайт загадал секретное число и опубликовал его отпечаток (хеш) — подменить число незаметно уже нельзя. Назначен и раунд публичного маяка случайности: 4242.',
      'Пока не знает никто. Значение раунда 4242 маяк опубликует только после окончания приёма заявок: сейчас его не знает никто — ни участники, ни организатор.',
      'Когда розыгрыш. Розыгрыш пройдёт автоматически сразу после окончания приёма заявок — 15 мая 2030 г. в 21:00 МСК, как только маяк опубликует раунд 4242.',
    ]);
  });

  it('when: not open yet, drawn by an admin, or ended and waiting', () => {
    const upcoming = giveawayFixture({ status: 'upcoming', starts_at: '2030-05-08T09:30:00Z', ends_at, auto_draw: false });
    expect(plain(fairnessStory(upcoming, null).points[2].text)).toBe(
      'Приём заявок откроется 8 мая 2030 г. в 12:30 МСК. Розыгрыш проведёт администратор после окончания приёма заявок — 15 мая 2030 г. в 21:00 МСК.',
    );
    const ended = giveawayFixture({ status: 'ended', ends_at, beacon_round: 4242 });
    expect(plain(fairnessStory(ended, null).points[2].text)).toBe(
      'Приём заявок закончился 15 мая 2030 г. в 21:00 МСК; розыгрыш пройдёт автоматически в ближайшие минуты, как только маяк опубликует раунд 4242.',
    );
    // Ended, the round may be out already: the sentence says nobody knew it while entries ran.
    expect(texts(fairnessStory(ended, null))[1]).toBe(
      'Никто не знал заранее. Значение раунда 4242 маяк публикует только после окончания приёма заявок: пока они шли, его не знал никто — ни участники, ни организатор.',
    );
    expect(plain(fairnessStory({ ...ended, auto_draw: false }, null).points[2].text)).toBe(
      'Приём заявок закончился 15 мая 2030 г. в 21:00 МСК; розыгрыш проведёт администратор.',
    );
  });
});
