-- Built after the migrations, outside any transaction, by api/src/db/concurrent-indexes.ts: CONCURRENTLY on
-- PostgreSQL (writes go on while a big table is indexed), plainly on PGlite (one connection, nothing to block).
-- One statement per line; an index left invalid by an interrupted build is dropped and built again.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_created_idx" ON "users" USING btree ("created_at","id");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_role_created_idx" ON "users" USING btree ("role","created_at","id");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_active_created_idx" ON "users" USING btree ("is_active","created_at","id");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
CREATE INDEX CONCURRENTLY IF NOT EXISTS "user_actions_timeline_idx" ON "user_actions" USING btree ("timestamp","id");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "user_actions_type_timeline_idx" ON "user_actions" USING btree ("action_type","timestamp","id");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "user_actions_user_timeline_idx" ON "user_actions" USING btree ("user_id","timestamp","id");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "teams_created_idx" ON "teams" USING btree ("created_at","id");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "teams_public_list_idx" ON "teams" USING btree (("members_count" >= "max_members"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "teams"."is_public";
CREATE INDEX CONCURRENTLY IF NOT EXISTS "teams_name_trgm_idx" ON "teams" USING gin ("name" gin_trgm_ops);
CREATE INDEX CONCURRENTLY IF NOT EXISTS "teams_description_trgm_idx" ON "teams" USING gin ("description" gin_trgm_ops);
