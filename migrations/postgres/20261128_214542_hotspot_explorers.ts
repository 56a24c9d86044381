import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_info_dot_explorer_tabs_dots" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"top" numeric,
  	"left" numeric
  );
  
  CREATE TABLE "pages_blocks_info_dot_explorer_tabs_dots_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"footer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_info_dot_explorer_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_info_dot_explorer_tabs_locales" (
  	"tab_label" varchar,
  	"img_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_info_dot_explorer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_info_dot_explorer_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_worksite_explorer_tabs_dots" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"top" numeric,
  	"left" numeric,
  	"cta_link" varchar
  );
  
  CREATE TABLE "pages_blocks_worksite_explorer_tabs_dots_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_worksite_explorer_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_worksite_explorer_tabs_locales" (
  	"label" varchar,
  	"img_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_worksite_explorer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_worksite_explorer_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_info_dot_explorer_tabs_dots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"top" numeric,
  	"left" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_info_dot_explorer_tabs_dots_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"footer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_info_dot_explorer_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_info_dot_explorer_tabs_locales" (
  	"tab_label" varchar,
  	"img_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_info_dot_explorer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_info_dot_explorer_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_worksite_explorer_tabs_dots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"top" numeric,
  	"left" numeric,
  	"cta_link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_worksite_explorer_tabs_dots_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_worksite_explorer_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_worksite_explorer_tabs_locales" (
  	"label" varchar,
  	"img_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_worksite_explorer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_worksite_explorer_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_info_dot_explorer_tabs_dots" ADD CONSTRAINT "pages_blocks_info_dot_explorer_tabs_dots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_info_dot_explorer_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_info_dot_explorer_tabs_dots_locales" ADD CONSTRAINT "pages_blocks_info_dot_explorer_tabs_dots_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_info_dot_explorer_tabs_dots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_info_dot_explorer_tabs" ADD CONSTRAINT "pages_blocks_info_dot_explorer_tabs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_info_dot_explorer_tabs" ADD CONSTRAINT "pages_blocks_info_dot_explorer_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_info_dot_explorer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_info_dot_explorer_tabs_locales" ADD CONSTRAINT "pages_blocks_info_dot_explorer_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_info_dot_explorer_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_info_dot_explorer" ADD CONSTRAINT "pages_blocks_info_dot_explorer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_info_dot_explorer_locales" ADD CONSTRAINT "pages_blocks_info_dot_explorer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_info_dot_explorer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_worksite_explorer_tabs_dots" ADD CONSTRAINT "pages_blocks_worksite_explorer_tabs_dots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_worksite_explorer_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_worksite_explorer_tabs_dots_locales" ADD CONSTRAINT "pages_blocks_worksite_explorer_tabs_dots_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_worksite_explorer_tabs_dots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_worksite_explorer_tabs" ADD CONSTRAINT "pages_blocks_worksite_explorer_tabs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_worksite_explorer_tabs" ADD CONSTRAINT "pages_blocks_worksite_explorer_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_worksite_explorer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_worksite_explorer_tabs_locales" ADD CONSTRAINT "pages_blocks_worksite_explorer_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_worksite_explorer_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_worksite_explorer" ADD CONSTRAINT "pages_blocks_worksite_explorer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_worksite_explorer_locales" ADD CONSTRAINT "pages_blocks_worksite_explorer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_worksite_explorer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_info_dot_explorer_tabs_dots" ADD CONSTRAINT "_pages_v_blocks_info_dot_explorer_tabs_dots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_info_dot_explorer_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_info_dot_explorer_tabs_dots_locales" ADD CONSTRAINT "_pages_v_blocks_info_dot_explorer_tabs_dots_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_info_dot_explorer_tabs_dots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_info_dot_explorer_tabs" ADD CONSTRAINT "_pages_v_blocks_info_dot_explorer_tabs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_info_dot_explorer_tabs" ADD CONSTRAINT "_pages_v_blocks_info_dot_explorer_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_info_dot_explorer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_info_dot_explorer_tabs_locales" ADD CONSTRAINT "_pages_v_blocks_info_dot_explorer_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_info_dot_explorer_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_info_dot_explorer" ADD CONSTRAINT "_pages_v_blocks_info_dot_explorer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_info_dot_explorer_locales" ADD CONSTRAINT "_pages_v_blocks_info_dot_explorer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_info_dot_explorer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_worksite_explorer_tabs_dots" ADD CONSTRAINT "_pages_v_blocks_worksite_explorer_tabs_dots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_worksite_explorer_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_worksite_explorer_tabs_dots_locales" ADD CONSTRAINT "_pages_v_blocks_worksite_explorer_tabs_dots_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_worksite_explorer_tabs_dots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_worksite_explorer_tabs" ADD CONSTRAINT "_pages_v_blocks_worksite_explorer_tabs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_worksite_explorer_tabs" ADD CONSTRAINT "_pages_v_blocks_worksite_explorer_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_worksite_explorer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_worksite_explorer_tabs_locales" ADD CONSTRAINT "_pages_v_blocks_worksite_explorer_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_worksite_explorer_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_worksite_explorer" ADD CONSTRAINT "_pages_v_blocks_worksite_explorer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_worksite_explorer_locales" ADD CONSTRAINT "_pages_v_blocks_worksite_explorer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_worksite_explorer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_info_dot_explorer_tabs_dots_order_idx" ON "pages_blocks_info_dot_explorer_tabs_dots" USING btree ("_order");
  CREATE INDEX "pages_blocks_info_dot_explorer_tabs_dots_parent_id_idx" ON "pages_blocks_info_dot_explorer_tabs_dots" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_info_dot_explorer_tabs_dots_locales_locale_pare" ON "pages_blocks_info_dot_explorer_tabs_dots_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_info_dot_explorer_tabs_order_idx" ON "pages_blocks_info_dot_explorer_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_info_dot_explorer_tabs_parent_id_idx" ON "pages_blocks_info_dot_explorer_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_info_dot_explorer_tabs_image_idx" ON "pages_blocks_info_dot_explorer_tabs" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_info_dot_explorer_tabs_locales_locale_parent_id" ON "pages_blocks_info_dot_explorer_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_info_dot_explorer_order_idx" ON "pages_blocks_info_dot_explorer" USING btree ("_order");
  CREATE INDEX "pages_blocks_info_dot_explorer_parent_id_idx" ON "pages_blocks_info_dot_explorer" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_info_dot_explorer_path_idx" ON "pages_blocks_info_dot_explorer" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_info_dot_explorer_locales_locale_parent_id_uniq" ON "pages_blocks_info_dot_explorer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_worksite_explorer_tabs_dots_order_idx" ON "pages_blocks_worksite_explorer_tabs_dots" USING btree ("_order");
  CREATE INDEX "pages_blocks_worksite_explorer_tabs_dots_parent_id_idx" ON "pages_blocks_worksite_explorer_tabs_dots" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_worksite_explorer_tabs_dots_locales_locale_pare" ON "pages_blocks_worksite_explorer_tabs_dots_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_worksite_explorer_tabs_order_idx" ON "pages_blocks_worksite_explorer_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_worksite_explorer_tabs_parent_id_idx" ON "pages_blocks_worksite_explorer_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_worksite_explorer_tabs_image_idx" ON "pages_blocks_worksite_explorer_tabs" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_worksite_explorer_tabs_locales_locale_parent_id" ON "pages_blocks_worksite_explorer_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_worksite_explorer_order_idx" ON "pages_blocks_worksite_explorer" USING btree ("_order");
  CREATE INDEX "pages_blocks_worksite_explorer_parent_id_idx" ON "pages_blocks_worksite_explorer" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_worksite_explorer_path_idx" ON "pages_blocks_worksite_explorer" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_worksite_explorer_locales_locale_parent_id_uniq" ON "pages_blocks_worksite_explorer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_info_dot_explorer_tabs_dots_order_idx" ON "_pages_v_blocks_info_dot_explorer_tabs_dots" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_info_dot_explorer_tabs_dots_parent_id_idx" ON "_pages_v_blocks_info_dot_explorer_tabs_dots" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_info_dot_explorer_tabs_dots_locales_locale_p" ON "_pages_v_blocks_info_dot_explorer_tabs_dots_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_info_dot_explorer_tabs_order_idx" ON "_pages_v_blocks_info_dot_explorer_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_info_dot_explorer_tabs_parent_id_idx" ON "_pages_v_blocks_info_dot_explorer_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_info_dot_explorer_tabs_image_idx" ON "_pages_v_blocks_info_dot_explorer_tabs" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_info_dot_explorer_tabs_locales_locale_parent" ON "_pages_v_blocks_info_dot_explorer_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_info_dot_explorer_order_idx" ON "_pages_v_blocks_info_dot_explorer" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_info_dot_explorer_parent_id_idx" ON "_pages_v_blocks_info_dot_explorer" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_info_dot_explorer_path_idx" ON "_pages_v_blocks_info_dot_explorer" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_info_dot_explorer_locales_locale_parent_id_u" ON "_pages_v_blocks_info_dot_explorer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_worksite_explorer_tabs_dots_order_idx" ON "_pages_v_blocks_worksite_explorer_tabs_dots" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_worksite_explorer_tabs_dots_parent_id_idx" ON "_pages_v_blocks_worksite_explorer_tabs_dots" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_worksite_explorer_tabs_dots_locales_locale_p" ON "_pages_v_blocks_worksite_explorer_tabs_dots_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_worksite_explorer_tabs_order_idx" ON "_pages_v_blocks_worksite_explorer_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_worksite_explorer_tabs_parent_id_idx" ON "_pages_v_blocks_worksite_explorer_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_worksite_explorer_tabs_image_idx" ON "_pages_v_blocks_worksite_explorer_tabs" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_worksite_explorer_tabs_locales_locale_parent" ON "_pages_v_blocks_worksite_explorer_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_worksite_explorer_order_idx" ON "_pages_v_blocks_worksite_explorer" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_worksite_explorer_parent_id_idx" ON "_pages_v_blocks_worksite_explorer" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_worksite_explorer_path_idx" ON "_pages_v_blocks_worksite_explorer" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_worksite_explorer_locales_locale_parent_id_u" ON "_pages_v_blocks_worksite_explorer_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_info_dot_explorer_tabs_dots" CASCADE;
  DROP TABLE "pages_blocks_info_dot_explorer_tabs_dots_locales" CASCADE;
  DROP TABLE "pages_blocks_info_dot_explorer_tabs" CASCADE;
  DROP TABLE "pages_blocks_info_dot_explorer_tabs_locales" CASCADE;
  DROP TABLE "pages_blocks_info_dot_explorer" CASCADE;
  DROP TABLE "pages_blocks_info_dot_explorer_locales" CASCADE;
  DROP TABLE "pages_blocks_worksite_explorer_tabs_dots" CASCADE;
  DROP TABLE "pages_blocks_worksite_explorer_tabs_dots_locales" CASCADE;
  DROP TABLE "pages_blocks_worksite_explorer_tabs" CASCADE;
  DROP TABLE "pages_blocks_worksite_explorer_tabs_locales" CASCADE;
  DROP TABLE "pages_blocks_worksite_explorer" CASCADE;
  DROP TABLE "pages_blocks_worksite_explorer_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_info_dot_explorer_tabs_dots" CASCADE;
  DROP TABLE "_pages_v_blocks_info_dot_explorer_tabs_dots_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_info_dot_explorer_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_info_dot_explorer_tabs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_info_dot_explorer" CASCADE;
  DROP TABLE "_pages_v_blocks_info_dot_explorer_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_worksite_explorer_tabs_dots" CASCADE;
  DROP TABLE "_pages_v_blocks_worksite_explorer_tabs_dots_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_worksite_explorer_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_worksite_explorer_tabs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_worksite_explorer" CASCADE;
  DROP TABLE "_pages_v_blocks_worksite_explorer_locales" CASCADE;`)
}
