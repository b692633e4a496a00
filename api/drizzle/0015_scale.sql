-- Issue 22 (README 'Scale'): the counters, the chart's daily figures and the figures of the past.
-- The indexes of this step are NOT here: a migration runs in one transaction, where CREATE INDEX
-- CONCURRENTLY is refused, and a plain CREATE INDEX would block writes to a million-row table while
-- it builds. They are in api/drizzle/concurrent/0015_scale.sql, built after the migrations, outside
-- any transaction (api/src/db/concurrent-indexes.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "activity_daily" (
	"day" date NOT NULL,
	"event_type" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_daily_day_event_type_shard_pk" PRIMARY KEY("day","event_type","shard")
);
--> statement-breakpoint
CREATE TABLE "counter_history" (
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "counter_history_key_at_pk" PRIMARY KEY("key","at")
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"key" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "counters_key_shard_pk" PRIMARY KEY("key","shard")
);
--> statement-breakpoint

-- A counter's shard: the writing backend, so concurrent writers rarely share a row lock.
CREATE FUNCTION counters_add(k text, d bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO counters (key, shard, n) VALUES (k, (pg_backend_pid() % 8)::smallint, d)
  ON CONFLICT (key, shard) DO UPDATE SET n = counters.n + excluded.n
$$;
--> statement-breakpoint
CREATE FUNCTION users_counter_key(role user_role, is_active boolean) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'users:' || role::text || ':' || CASE WHEN is_active THEN 'active' ELSE 'blocked' END
$$;
--> statement-breakpoint
-- Statement triggers read the statement's rows at once (a COPY of a million rows is one call).
CREATE FUNCTION users_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM counters_add(k, n) FROM (SELECT users_counter_key(role, is_active) AS k, count(*) AS n FROM new_rows GROUP BY 1 ORDER BY 1) s;
  ELSE
    PERFORM counters_add(k, -n) FROM (SELECT users_counter_key(role, is_active) AS k, count(*) AS n FROM old_rows GROUP BY 1 ORDER BY 1) s;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION users_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM counters_add(k, d) FROM (VALUES (users_counter_key(OLD.role, OLD.is_active), -1), (users_counter_key(NEW.role, NEW.is_active), 1)) v(k, d) ORDER BY k;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_count_rows();
--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_count_rows();
--> statement-breakpoint
CREATE TRIGGER users_count_update AFTER UPDATE OF role, is_active ON users FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.is_active IS DISTINCT FROM NEW.is_active) EXECUTE FUNCTION users_count_change();
--> statement-breakpoint
-- The activity log: its total, per action type, and per Moscow day and event type (the chart).
CREATE FUNCTION user_actions_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM counters_add(k, n) FROM (
      SELECT 'actions' AS k, count(*) AS n FROM new_rows
      UNION ALL SELECT 'actions:' || action_type::text, count(*) FROM new_rows GROUP BY action_type
    ) s WHERE n <> 0 ORDER BY k;
    INSERT INTO activity_daily (day, event_type, shard, n)
      SELECT ("timestamp" AT TIME ZONE 'Europe/Moscow')::date, event_type, (pg_backend_pid() % 8)::smallint, count(*)
      FROM new_rows WHERE event_type IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (day, event_type, shard) DO UPDATE SET n = activity_daily.n + excluded.n;
  ELSE
    PERFORM counters_add(k, -n) FROM (
      SELECT 'actions' AS k, count(*) AS n FROM old_rows
      UNION ALL SELECT 'actions:' || action_type::text, count(*) FROM old_rows GROUP BY action_type
    ) s WHERE n <> 0 ORDER BY k;
    INSERT INTO activity_daily (day, event_type, shard, n)
      SELECT ("timestamp" AT TIME ZONE 'Europe/Moscow')::date, event_type, (pg_backend_pid() % 8)::smallint, -count(*)
      FROM old_rows WHERE event_type IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (day, event_type, shard) DO UPDATE SET n = activity_daily.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_actions_count_insert AFTER INSERT ON user_actions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_actions_count_rows();
--> statement-breakpoint
CREATE TRIGGER user_actions_count_delete AFTER DELETE ON user_actions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_actions_count_rows();
--> statement-breakpoint
CREATE FUNCTION teams_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM counters_add(k, n) FROM (SELECT CASE WHEN is_public THEN 'teams:public' ELSE 'teams:private' END AS k, count(*) AS n FROM new_rows GROUP BY 1 ORDER BY 1) s;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM counters_add(k, -n) FROM (SELECT CASE WHEN is_public THEN 'teams:public' ELSE 'teams:private' END AS k, count(*) AS n FROM old_rows GROUP BY 1 ORDER BY 1) s;
  ELSE
    PERFORM counters_add(k, d) FROM (VALUES ('teams:public', CASE WHEN NEW.is_public THEN 1 ELSE -1 END), ('teams:private', CASE WHEN NEW.is_public THEN -1 ELSE 1 END)) v(k, d) ORDER BY k;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER teams_count_insert AFTER INSERT ON teams REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION teams_count_rows();
--> statement-breakpoint
CREATE TRIGGER teams_count_delete AFTER DELETE ON teams REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION teams_count_rows();
--> statement-breakpoint
CREATE TRIGGER teams_count_update AFTER UPDATE OF is_public ON teams FOR EACH ROW WHEN (OLD.is_public IS DISTINCT FROM NEW.is_public) EXECUTE FUNCTION teams_count_rows();
--> statement-breakpoint
CREATE FUNCTION page_views_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM counters_add('page_views', count(*)) FROM new_rows HAVING count(*) > 0;
  ELSE
    PERFORM counters_add('page_views', -count(*)) FROM old_rows HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER page_views_count_insert AFTER INSERT ON page_views REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION page_views_count_rows();
--> statement-breakpoint
CREATE TRIGGER page_views_count_delete AFTER DELETE ON page_views REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION page_views_count_rows();
--> statement-breakpoint
-- Verified members: those holding at least one network verification award not withdrawn. Per
-- member the statement touched: verified now = any such award in the table; verified before = the
-- same count less the statement's new rows plus its old ones. The statement's rows drive the loop
-- and the table is read by its (user_id, action) index, so a COPY of a million awards stays linear.
CREATE FUNCTION verified_users_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(sum((c.now_n > 0)::int - (c.now_n - a.new_n > 0)::int), 0) INTO delta
    FROM (SELECT user_id, count(*) FILTER (WHERE revoked_at IS NULL) AS new_n FROM new_rows WHERE action LIKE '%\_verified' GROUP BY user_id) a
    CROSS JOIN LATERAL (SELECT count(*) AS now_n FROM point_awards p WHERE p.user_id = a.user_id AND p.action LIKE '%\_verified' AND p.revoked_at IS NULL) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT coalesce(sum((c.now_n > 0)::int - (c.now_n + a.old_n > 0)::int), 0) INTO delta
    FROM (SELECT user_id, count(*) FILTER (WHERE revoked_at IS NULL) AS old_n FROM old_rows WHERE action LIKE '%\_verified' GROUP BY user_id) a
    CROSS JOIN LATERAL (SELECT count(*) AS now_n FROM point_awards p WHERE p.user_id = a.user_id AND p.action LIKE '%\_verified' AND p.revoked_at IS NULL) c;
  ELSE
    SELECT coalesce(sum((c.now_n > 0)::int - (c.now_n - a.new_n + a.old_n > 0)::int), 0) INTO delta
    FROM (
      SELECT user_id, sum(new_n) AS new_n, sum(old_n) AS old_n FROM (
        SELECT user_id, (action LIKE '%\_verified' AND revoked_at IS NULL)::int AS new_n, 0 AS old_n FROM new_rows
        UNION ALL SELECT user_id, 0, (action LIKE '%\_verified' AND revoked_at IS NULL)::int FROM old_rows
      ) x GROUP BY user_id
    ) a
    CROSS JOIN LATERAL (SELECT count(*) AS now_n FROM point_awards p WHERE p.user_id = a.user_id AND p.action LIKE '%\_verified' AND p.revoked_at IS NULL) c;
  END IF;
  IF delta <> 0 THEN PERFORM counters_add('verified_users', delta); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER point_awards_verified_insert AFTER INSERT ON point_awards REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION verified_users_count();
--> statement-breakpoint
CREATE TRIGGER point_awards_verified_delete AFTER DELETE ON point_awards REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION verified_users_count();
--> statement-breakpoint
CREATE TRIGGER point_awards_verified_update AFTER UPDATE ON point_awards REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION verified_users_count();
--> statement-breakpoint
-- Counts everything again from the rows (here for the data already there; by hand if ever in doubt).
-- The triggers above are created first: their locks hold writers off until this transaction commits.
CREATE FUNCTION counters_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM counters;
  DELETE FROM activity_daily;
  INSERT INTO counters (key, shard, n) SELECT users_counter_key(role, is_active), 0, count(*) FROM users GROUP BY 1;
  INSERT INTO counters (key, shard, n) SELECT 'actions', 0, count(*) FROM user_actions;
  INSERT INTO counters (key, shard, n) SELECT 'actions:' || action_type::text, 0, count(*) FROM user_actions GROUP BY action_type;
  INSERT INTO counters (key, shard, n) SELECT CASE WHEN is_public THEN 'teams:public' ELSE 'teams:private' END, 0, count(*) FROM teams GROUP BY 1;
  INSERT INTO counters (key, shard, n) SELECT 'page_views', 0, count(*) FROM page_views;
  INSERT INTO counters (key, shard, n)
    SELECT 'verified_users', 0, count(DISTINCT user_id) FROM point_awards WHERE action LIKE '%\_verified' AND revoked_at IS NULL;
  INSERT INTO activity_daily (day, event_type, shard, n)
    SELECT ("timestamp" AT TIME ZONE 'Europe/Moscow')::date, event_type, 0, count(*) FROM user_actions WHERE event_type IS NOT NULL GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT counters_recount();
