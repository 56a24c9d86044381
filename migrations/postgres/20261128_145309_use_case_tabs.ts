import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_use_case_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"cta_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_use_case_tabs_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_use_case_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"cta_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_use_case_tabs_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_rels" ADD COLUMN "use_cases_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "use_cases_id" integer;
  ALTER TABLE "pages_blocks_use_case_tabs" ADD CONSTRAINT "pages_blocks_use_case_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_use_case_tabs_locales" ADD CONSTRAINT "pages_blocks_use_case_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_use_case_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_use_case_tabs" ADD CONSTRAINT "_pages_v_blocks_use_case_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_use_case_tabs_locales" ADD CONSTRAINT "_pages_v_blocks_use_case_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_use_case_tabs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_use_case_tabs_order_idx" ON "pages_blocks_use_case_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_use_case_tabs_parent_id_idx" ON "pages_blocks_use_case_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_use_case_tabs_path_idx" ON "pages_blocks_use_case_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_use_case_tabs_locales_locale_parent_id_unique" ON "pages_blocks_use_case_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_use_case_tabs_order_idx" ON "_pages_v_blocks_use_case_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_use_case_tabs_parent_id_idx" ON "_pages_v_blocks_use_case_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_use_case_tabs_path_idx" ON "_pages_v_blocks_use_case_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_use_case_tabs_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_use_case_tabs_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_use_cases_fk" FOREIGN KEY ("use_cases_id") REFERENCES "public"."use_cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_use_cases_fk" FOREIGN KEY ("use_cases_id") REFERENCES "public"."use_cases"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_use_cases_id_idx" ON "pages_rels" USING btree ("use_cases_id");
  CREATE INDEX "_pages_v_rels_use_cases_id_idx" ON "_pages_v_rels" USING btree ("use_cases_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_use_case_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_use_case_tabs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_use_case_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_use_case_tabs_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_use_case_tabs" CASCADE;
  DROP TABLE "pages_blocks_use_case_tabs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_use_case_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_use_case_tabs_locales" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_use_cases_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_use_cases_fk";
  
  DROP INDEX "pages_rels_use_cases_id_idx";
  DROP INDEX "_pages_v_rels_use_cases_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "use_cases_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "use_cases_id";`)
}
