import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "rate_limit_windows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"bucket" varchar NOT NULL,
  	"count" numeric NOT NULL,
  	"reset_at" numeric NOT NULL
  );
  
  CREATE TABLE "cache_invalidations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"pages" jsonb NOT NULL,
  	"origin" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rate_limit_windows_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cache_invalidations_id" integer;
  CREATE UNIQUE INDEX "rate_limit_windows_bucket_idx" ON "rate_limit_windows" USING btree ("bucket");
  CREATE INDEX "rate_limit_windows_reset_at_idx" ON "rate_limit_windows" USING btree ("reset_at");
  CREATE INDEX "cache_invalidations_updated_at_idx" ON "cache_invalidations" USING btree ("updated_at");
  CREATE INDEX "cache_invalidations_created_at_idx" ON "cache_invalidations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rate_limit_windows_fk" FOREIGN KEY ("rate_limit_windows_id") REFERENCES "public"."rate_limit_windows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cache_invalidations_fk" FOREIGN KEY ("cache_invalidations_id") REFERENCES "public"."cache_invalidations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_rate_limit_windows_id_idx" ON "payload_locked_documents_rels" USING btree ("rate_limit_windows_id");
  CREATE INDEX "payload_locked_documents_rels_cache_invalidations_id_idx" ON "payload_locked_documents_rels" USING btree ("cache_invalidations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "rate_limit_windows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cache_invalidations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "rate_limit_windows" CASCADE;
  DROP TABLE "cache_invalidations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rate_limit_windows_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cache_invalidations_fk";
  
  DROP INDEX "payload_locked_documents_rels_rate_limit_windows_id_idx";
  DROP INDEX "payload_locked_documents_rels_cache_invalidations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rate_limit_windows_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cache_invalidations_id";`)
}
