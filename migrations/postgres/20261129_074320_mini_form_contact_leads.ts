import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_mini_form_background" AS ENUM('white', 'light', 'blue');
  CREATE TYPE "public"."enum__pages_v_blocks_mini_form_background" AS ENUM('white', 'light', 'blue');
  ALTER TYPE "public"."enum_leads_kind" ADD VALUE 'contact';
  CREATE TABLE "pages_blocks_mini_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"background" "enum_pages_blocks_mini_form_background" DEFAULT 'light',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_mini_form_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"submit_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_mini_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"background" "enum__pages_v_blocks_mini_form_background" DEFAULT 'light',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_mini_form_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"submit_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_mini_form" ADD CONSTRAINT "pages_blocks_mini_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_mini_form_locales" ADD CONSTRAINT "pages_blocks_mini_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_mini_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mini_form" ADD CONSTRAINT "_pages_v_blocks_mini_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mini_form_locales" ADD CONSTRAINT "_pages_v_blocks_mini_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_mini_form"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_mini_form_order_idx" ON "pages_blocks_mini_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_mini_form_parent_id_idx" ON "pages_blocks_mini_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_mini_form_path_idx" ON "pages_blocks_mini_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_mini_form_locales_locale_parent_id_unique" ON "pages_blocks_mini_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_mini_form_order_idx" ON "_pages_v_blocks_mini_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_mini_form_parent_id_idx" ON "_pages_v_blocks_mini_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_mini_form_path_idx" ON "_pages_v_blocks_mini_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_mini_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_mini_form_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_mini_form" CASCADE;
  DROP TABLE "pages_blocks_mini_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_mini_form" CASCADE;
  DROP TABLE "_pages_v_blocks_mini_form_locales" CASCADE;
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_kind";
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('buy-quote', 'rental-quote', 'support');
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_leads_kind" USING "kind"::"public"."enum_leads_kind";
  DROP TYPE "public"."enum_pages_blocks_mini_form_background";
  DROP TYPE "public"."enum__pages_v_blocks_mini_form_background";`)
}
