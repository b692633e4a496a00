/**
 * `npm run seed:scale -- --users 1000000`: the scale data set (dataset.ts) written into the
 * PostgreSQL database of DATABASE_URL with COPY, after the normal migrations. The secondary indexes
 * of the big tables are dropped for the load and built again after it (one sort beats millions of
 * random inserts); the counters are kept by the tables' own statement triggers, as in production.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '@fanhub/api/db';
import { Dataset } from './dataset.ts';

export interface ScaleCounts {
  users: number;
  user_actions: number;
  teams: number;
  team_members: number;
  team_invitations: number;
  page_views: number;
  giveaways: number;
  point_awards: number;
  sessions: number;
}

/** The tables whose secondary indexes are rebuilt after the load. */
const BIG = ['users', 'user_actions', 'point_awards', 'linked_accounts', 'sessions', 'team_members', 'team_invitations', 'giveaway_entries', 'teams'];

/** The marker of a seeded database: the bench reuses a database seeded at its size. */
const MARKER = 'scale_seed';

export async function seededSize(client: pg.ClientBase): Promise<number | null> {
  const { rows } = await client.query<{ users: number }>(`select users from ${MARKER} limit 1`).catch(() => ({ rows: [] as { users: number }[] }));
  return rows[0]?.users ?? null;
}

export async function countRows(client: pg.ClientBase): Promise<ScaleCounts> {
  const tables = ['users', 'user_actions', 'teams', 'team_members', 'team_invitations', 'page_views', 'giveaways', 'point_awards', 'sessions'] as const;
  const counts = {} as ScaleCounts;
  for (const t of tables) counts[t] = Number((await client.query<{ n: string }>(`select count(*) as n from ${t}`)).rows[0]!.n);
  return counts;
}

async function copy(client: pg.ClientBase, table: string, columns: string[], rows: Iterable<string>): Promise<void> {
  await pipeline(Readable.from(rows), client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`)));
}

export async function seedScale(
  url: string,
  opts: { users: number; now?: number; log?: (msg: string) => void },
): Promise<{ seconds: number; counts: ScaleCounts }> {
  const log = opts.log ?? (() => undefined);
  const started = Date.now();
  const database = await openDatabase({ DATABASE_URL: url, DATA_DIR: '.', poolSize: 1 });
  await database.migrate();
  await database.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from users');
    if (Number(rows[0]!.n) > 0) throw new Error('seed:scale writes into an empty database (the users table has rows)');
    await client.query("set synchronous_commit = off; set maintenance_work_mem = '512MB'");
    const data = new Dataset(opts.users, opts.now);

    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `select c.relname as name, pg_get_indexdef(i.indexrelid) as def from pg_index i join pg_class c on c.oid = i.indexrelid
       where i.indrelid = any($1::regclass[]) and not i.indisunique and not i.indisprimary`,
      [BIG],
    );
    for (const ix of indexes) await client.query(`drop index "${ix.name}"`);

    const step = async (what: string, run: () => Promise<void>) => {
      const t = Date.now();
      await run();
      log(`${what}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
    };
    await step('users', () =>
      copy(
        client,
        'users',
        [
          'id',
          'email',
          'username',
          'username_skeleton',
          'password_hash',
          'role',
          'is_active',
          'level',
          'level_points',
          'is_new_user',
          'youtube_verified',
          'twitch_verified',
          'telegram_verified',
          'created_at',
          'updated_at',
        ],
        data.users_(),
      ),
    );
    await step('verifications', async () => {
      await copy(
        client,
        'linked_accounts',
        ['user_id', 'provider', 'external_id', 'external_name', 'verified', 'was_verified', 'last_checked_at'],
        data.linkedAccounts(),
      );
      await copy(client, 'point_awards', ['user_id', 'action', 'points', 'awarded_at', 'revoked_at'], data.pointAwards());
    });
    await step('sessions, videos, views', async () => {
      await copy(client, 'sessions', ['id', 'user_id', 'device', 'created_at', 'last_active', 'expires_at'], data.sessions());
      await copy(client, 'videos', ['id', 'title', 'published_at', 'is_active', 'position'], data.videos());
      await copy(client, 'page_views', ['day', 'path', 'visitor', 'at'], data.pageViews());
    });
    await step('teams', async () => {
      await copy(
        client,
        'teams',
        ['id', 'name', 'description', 'captain_id', 'invite_code', 'is_public', 'max_members', 'members_count', 'created_at', 'updated_at'],
        data.teams_(),
      );
      await copy(client, 'team_members', ['team_id', 'user_id', 'role', 'joined_at'], data.teamMembers());
      await copy(client, 'team_invitations', ['team_id', 'invitee_id', 'invited_by', 'status', 'created_at', 'answered_at'], data.teamInvitations());
    });
    await step('giveaways', async () => {
      await copy(
        client,
        'giveaways',
        [
          'id',
          'title',
          'tier',
          'prize',
          'description',
          'starts_at',
          'ends_at',
          'winners_count',
          'eligibility',
          'seed',
          'commitment',
          'entries_count',
          'drawn_at',
          'created_by',
        ],
        data.giveaways_(),
      );
      await copy(client, 'giveaway_entries', ['giveaway_id', 'user_id', 'eligible', 'entered_at'], data.giveawayEntries());
      await copy(client, 'giveaway_winners', ['giveaway_id', 'user_id', 'rank', 'status', 'claim_deadline', 'claimed_at'], data.giveawayWinners());
    });
    await step('activity log', () =>
      copy(client, 'user_actions', ['id', 'event_id', 'user_id', 'username', 'action_type', 'action_details', 'event_type', 'timestamp'], data.userActions()),
    );
    for (const [table, column] of [
      ['users', 'id'],
      ['user_actions', 'id'],
      ['teams', 'id'],
      ['giveaways', 'id'],
    ])
      await client.query(`select setval(pg_get_serial_sequence('${table}', '${column}'), greatest(1, (select max(${column}) from ${table})))`);
    await step('indexes', async () => {
      for (const ix of indexes) await client.query(ix.def);
    });
    await step('analyze', () => client.query('analyze').then(() => undefined));
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    await client.query(`create table if not exists ${MARKER} (users integer primary key, seeded_at timestamptz not null default now(), seconds real not null)`);
    await client.query(`insert into ${MARKER} (users, seconds) values ($1, $2)`, [opts.users, seconds]);
    return { seconds, counts: await countRows(client) };
  } finally {
    await client.end();
  }
}
