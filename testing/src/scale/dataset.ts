/**
 * The scale data set as rows in COPY text format, generated (not stored): N members over two
 * years (registrations speeding up), verifications and levels, ~10 × N activity-log rows in time
 * order, N/10 teams with members and invitations, N/10 video views, sessions, a few giveaways.
 * Everything derives from the member's id and a seeded generator, so a size always gives the same set.
 */
import { createHash } from 'node:crypto';
import { DEVICES, DOMAINS, FIRST, MOTTOS, SEP, TEAM_ADJ, TEAM_NOUN, WORD } from './names.ts';
import { line, seeded, uuidOf } from './random.ts';

const DAY = 86_400_000;
export const SPAN_DAYS = 730;
const BATCH = 2000;

/** COPY text of `rows(i)` for i from `from` to `to`, handed out BATCH indexes at a time. */
function* batched(from: number, to: number, rows: (i: number) => string): Generator<string> {
  let out = '';
  for (let i = from; i <= to; i++) {
    out += rows(i);
    if (i % BATCH === 0) {
      yield out;
      out = '';
    }
  }
  yield out;
}

/** A stable integer hash of (n, salt). */
export const hash = (n: number, salt: number) => {
  let x = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  return x >>> 0;
};

export class Dataset {
  readonly users: number;
  readonly now: number;
  readonly start: number;
  readonly teams: number;
  constructor(users: number, now = Date.now()) {
    this.users = users;
    this.now = now;
    this.start = now - SPAN_DAYS * DAY;
    this.teams = Math.max(1, Math.floor(users / 10));
  }

  /** Member 1 is the admin, a few dozen moderators, the rest viewers. */
  username(u: number): string {
    if (u === 1) return 'admin';
    return `${FIRST[hash(u, 1) % FIRST.length]}${SEP[hash(u, 2) % SEP.length]}${WORD[hash(u, 3) % WORD.length]}${u}`;
  }
  email = (u: number) => (u === 1 ? 'admin@fanhub.local' : `${this.username(u)}@${DOMAINS[hash(u, 4) % DOMAINS.length]}`);
  role = (u: number) => (u === 1 ? 'admin' : hash(u, 5) % 2000 === 0 ? 'moderator' : 'user');
  blocked = (u: number) => u !== 1 && hash(u, 6) % 50 === 0;
  /** Registration times grow denser towards now (the community grows). */
  createdAt = (u: number) => this.start + SPAN_DAYS * DAY * Math.pow((u - 1) / this.users, 0.8);
  /** Members created before `t`. */
  existingAt = (t: number) => Math.min(this.users, Math.ceil(this.users * Math.pow(Math.max(0, t - this.start) / (SPAN_DAYS * DAY), 1 / 0.8)));
  networks = (u: number) =>
    (
      [
        ['youtube', 30],
        ['twitch', 18],
        ['telegram', 12],
      ] as const
    )
      .filter(([, pct], i) => hash(u, 10 + i) % 100 < pct)
      .map(([p]) => p);
  points = (u: number) => Math.floor(-Math.log(1 - (hash(u, 7) % 10_000) / 10_000) * 120);
  level = (u: number) => Math.min(50, 1 + Math.floor(Math.sqrt(this.points(u) / 10)));

  *users_(): Generator<string> {
    yield* batched(1, this.users, (u) => {
      const name = this.username(u);
      const nets = this.networks(u);
      const created = new Date(this.createdAt(u));
      return line(
        u,
        this.email(u),
        name,
        name.toLowerCase(),
        'seeded-no-password',
        this.role(u),
        !this.blocked(u),
        this.level(u),
        this.points(u),
        this.now - created.getTime() < 7 * DAY,
        nets.includes('youtube'),
        nets.includes('twitch'),
        nets.includes('telegram'),
        created,
        created,
      );
    });
  }

  *linkedAccounts(): Generator<string> {
    yield* batched(1, this.users, (u) =>
      this.networks(u)
        .map((p) => line(u, p, `${p}-${u}`, this.username(u), true, true, new Date(this.createdAt(u) + DAY)))
        .join(''),
    );
  }

  /** Verification awards: 3 % of them withdrawn later (a member unfollowed). */
  *pointAwards(): Generator<string> {
    yield* batched(1, this.users, (u) =>
      this.networks(u)
        .map((p) => {
          const at = this.createdAt(u) + DAY;
          const revoked = hash(u, 20 + p.length) % 100 < 3 ? new Date(at + (this.now - at) / 2) : null;
          return line(u, `${p}_verified`, 50, new Date(at), revoked);
        })
        .join(''),
    );
  }

  /** A live session for one member in 20 (signed in this month), an expired one for another 20th. */
  *sessions(): Generator<string> {
    const rnd = seeded(31);
    yield* batched(1, Math.floor(this.users / 10), (i) => {
      const u = rnd.int(1, this.users + 1);
      const created = this.now - rnd.next() * (i % 2 ? 29 : 200) * DAY;
      return line(uuidOf(2, i), u, rnd.pick(DEVICES), new Date(created), new Date(created), new Date(created + 30 * DAY));
    });
  }

  videoId = (v: number) => `vid${String(v).padStart(8, '0')}`;
  *videos(): Generator<string> {
    let out = '';
    for (let v = 1; v <= 40; v++) out += line(this.videoId(v), `Стрим №${v}: нарезка лучших моментов`, new Date(this.now - v * 15 * DAY), true, v);
    yield out;
  }

  /** Video page views: one per visitor per video per day (the page_views rule). */
  *pageViews(): Generator<string> {
    const rnd = seeded(41);
    const fmt = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' });
    yield* batched(1, Math.floor(this.users / 10), (i) => {
      const at = this.now - Math.pow(rnd.next(), 2) * SPAN_DAYS * DAY;
      return line(fmt.format(at), `/videos/${this.videoId(rnd.int(1, 41))}`, `v${i.toString(36).padStart(20, '0')}`, new Date(at));
    });
  }

  /** Team t: captained by member 10·t (or so), 1–5 members, 60 % public; one invitation each. */
  captain = (t: number) => Math.min(this.users, t * 10 - (hash(t, 50) % 9));
  teamSize = (t: number) => 1 + (hash(t, 51) % 5);
  teamName = (t: number) => `${TEAM_ADJ[hash(t, 52) % TEAM_ADJ.length]} ${TEAM_NOUN[hash(t, 53) % TEAM_NOUN.length]} ${t}`;
  *teams_(): Generator<string> {
    yield* batched(1, this.teams, (t) => {
      const created = new Date(this.createdAt(this.captain(t)) + (hash(t, 54) % 30) * 3_600_000);
      const motto = MOTTOS[hash(t, 55) % MOTTOS.length]!;
      return line(t, this.teamName(t), motto || null, this.captain(t), `seed${t.toString(36)}`, hash(t, 56) % 10 < 6, 5, this.teamSize(t), created, created);
    });
  }
  *teamMembers(): Generator<string> {
    yield* batched(1, this.teams, (t) => {
      const cap = this.captain(t);
      const joined = this.createdAt(cap) + DAY;
      let out = line(t, cap, 'captain', new Date(joined));
      for (let k = 1; k < this.teamSize(t); k++) {
        // Members from the team's neighbourhood of ids (registered about the same time), never the captain.
        const m = ((cap + k * 7_919 - 1) % this.users) + 1;
        if (m !== cap) out += line(t, m, 'member', new Date(Math.max(joined, this.createdAt(m)) + k * DAY));
      }
      return out;
    });
  }
  *teamInvitations(): Generator<string> {
    const statuses = ['pending', 'accepted', 'declined', 'cancelled'];
    yield* batched(1, this.teams, (t) => {
      const invitee = ((this.captain(t) + 104_729) % this.users) + 1;
      if (invitee === this.captain(t)) return '';
      const status = statuses[hash(t, 57) % 4]!;
      const at = new Date(Math.max(this.createdAt(invitee), this.createdAt(this.captain(t))) + 2 * DAY);
      return line(t, invitee, this.captain(t), status, at, status === 'pending' ? null : new Date(at.getTime() + DAY));
    });
  }

  /** Five giveaways: one running (a twentieth of the members entered), one upcoming, three drawn. */
  giveawayEntrant = (u: number) => u > 1 && hash(u, 60) % 20 === 0;
  *giveaways_(): Generator<string> {
    const entrants = Array.from({ length: this.users }, (_, i) => i + 1).filter(this.giveawayEntrant).length;
    const plan = [
      { title: 'Неделя неона', tier: 'weekly', starts: -2, ends: 3, drawn: false, entries: entrants },
      { title: 'Турнир сезона', tier: 'tournament', starts: 5, ends: 12, drawn: false, entries: 0 },
      { title: 'Годовщина канала', tier: 'anniversary', starts: -60, ends: -50, drawn: true, entries: 0 },
      { title: 'Месяц стримов', tier: 'monthly', starts: -40, ends: -30, drawn: true, entries: 0 },
      { title: 'Первый розыгрыш', tier: 'yearly', starts: -400, ends: -380, drawn: true, entries: 0 },
    ];
    let out = '';
    plan.forEach((g, i) => {
      const seed = createHash('sha256').update(`scale-${i}`).digest('hex');
      const eligibility = { youtube: i === 0, twitch: false, telegram: false, twitch_sub: false, min_level: 1, min_account_age_days: 0 };
      const ends = new Date(this.now + g.ends * DAY);
      out += line(
        i + 1,
        g.title,
        g.tier,
        'Игровая гарнитура',
        'Розыгрыш для сообщества',
        new Date(this.now + g.starts * DAY),
        ends,
        3,
        JSON.stringify(eligibility),
        seed,
        createHash('sha256').update(seed).digest('hex'),
        g.entries,
        g.drawn ? ends : null,
        1,
      );
    });
    yield out;
  }
  *giveawayEntries(): Generator<string> {
    yield* batched(2, this.users, (u) => (this.giveawayEntrant(u) ? line(1, u, true, new Date(this.now - (hash(u, 61) % 48) * 3_600_000)) : ''));
  }
  *giveawayWinners(): Generator<string> {
    let out = '';
    for (const g of [3, 4, 5])
      for (let rank = 1; rank <= 3; rank++) {
        const u = Math.min(this.users, 1 + ((g * 1_000_003 + rank * 7_919) % this.users));
        if (u === 1) continue;
        out += line(g, u, rank, rank === 3 ? 'expired' : 'claimed', new Date(this.now - 10 * DAY), rank === 3 ? null : new Date(this.now - 20 * DAY));
      }
    yield out;
  }

  /**
   * The activity log, day by day in time order (ids follow time, as in life): each registration
   * at its moment, and ~9 more rows per member spread over the days by how many members existed.
   */
  *userActions(): Generator<string> {
    const rnd = seeded(71);
    const kinds = [
      { w: 6.2, event: 'user.logged_in', type: 'login', text: () => `Вход в систему (${rnd.pick(DEVICES)})` },
      { w: 0.5, event: 'user.logged_out', type: 'logout', text: () => 'Выход из системы' },
      { w: 0.5, event: 'verification.completed', type: 'update', text: () => `Подтверждён ${rnd.pick(['YouTube', 'Twitch', 'Telegram'])}` },
      { w: 0.8, event: 'level.changed', type: 'other', text: () => `Уровень ${rnd.int(1, 30)} → ${rnd.int(2, 31)}` },
      { w: 0.5, event: 'user.updated', type: 'update', text: () => 'Профиль изменён: о себе' },
      { w: 0.3, event: 'team.member_joined', type: 'other', text: () => `Вступил в команду «${this.teamName(rnd.int(1, this.teams + 1))}»` },
      { w: 0.2, event: 'team.created', type: 'create', text: () => `Создана команда «${this.teamName(rnd.int(1, this.teams + 1))}»` },
    ];
    const totalW = kinds.reduce((s, k) => s + k.w, 0);
    let sumExisting = 0;
    for (let d = 0; d < SPAN_DAYS; d++) sumExisting += this.existingAt(this.start + (d + 1) * DAY);
    const perMemberDay = (9 * this.users) / sumExisting;
    let id = 0;
    let carry = 0;
    let firstNew = 1;
    for (let d = 0; d < SPAN_DAYS; d++) {
      const dayStart = this.start + d * DAY;
      const dayEnd = Math.min(this.now, dayStart + DAY);
      const existing = this.existingAt(dayEnd);
      const rows: { at: number; u: number; kind: (typeof kinds)[number] | null }[] = [];
      for (let u = firstNew; u <= existing; u++) rows.push({ at: this.createdAt(u), u, kind: null });
      firstNew = existing + 1;
      carry += existing * perMemberDay;
      const n = Math.floor(carry);
      carry -= n;
      for (let i = 0; i < n && existing > 0; i++) {
        const u = rnd.int(1, existing + 1);
        const from = Math.max(dayStart, this.createdAt(u));
        let r = rnd.next() * totalW;
        const kind = kinds.find((k) => (r -= k.w) < 0) ?? kinds[0]!;
        rows.push({ at: from + rnd.next() * (dayEnd - from), u, kind });
      }
      rows.sort((a, b) => a.at - b.at);
      let out = '';
      for (const r of rows) {
        id++;
        const details = r.kind ? r.kind.text() : `Регистрация (${this.email(r.u)})`;
        out += line(id, uuidOf(1, id), r.u, this.username(r.u), r.kind?.type ?? 'create', details, r.kind?.event ?? 'user.registered', new Date(r.at));
        if (id % BATCH === 0) {
          yield out;
          out = '';
        }
      }
      yield out;
    }
  }
}
