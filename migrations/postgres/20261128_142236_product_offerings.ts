import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_product_offerings_offerings" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"internal_label" varchar,
  	"image_id" integer,
  	"cta_link" varchar
  );
  
  CREATE TABLE "pages_blocks_product_offerings_offerings_locales" (
  	"tab_label" varchar,
  	"img_alt" varchar,
  	"content" jsonb,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_offerings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_offerings_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_offerings_offerings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_label" varchar,
  	"image_id" integer,
  	"cta_link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_offerings_offerings_locales" (
  	"tab_label" varchar,
  	"img_alt" varchar,
  	"content" jsonb,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_offerings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_offerings_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_product_offerings_offerings" ADD CONSTRAINT "pages_blocks_product_offerings_offerings_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_offerings_offerings" ADD CONSTRAINT "pages_blocks_product_offerings_offerings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_offerings_offerings_locales" ADD CONSTRAINT "pages_blocks_product_offerings_offerings_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_offerings_offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_offerings" ADD CONSTRAINT "pages_blocks_product_offerings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_offerings_locales" ADD CONSTRAINT "pages_blocks_product_offerings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_offerings_offerings" ADD CONSTRAINT "_pages_v_blocks_product_offerings_offerings_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_offerings_offerings" ADD CONSTRAINT "_pages_v_blocks_product_offerings_offerings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_offerings_offerings_locales" ADD CONSTRAINT "_pages_v_blocks_product_offerings_offerings_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_offerings_offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_offerings" ADD CONSTRAINT "_pages_v_blocks_product_offerings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_offerings_locales" ADD CONSTRAINT "_pages_v_blocks_product_offerings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_offerings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_product_offerings_offerings_order_idx" ON "pages_blocks_product_offerings_offerings" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_offerings_offerings_parent_id_idx" ON "pages_blocks_product_offerings_offerings" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_offerings_offerings_image_idx" ON "pages_blocks_product_offerings_offerings" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_product_offerings_offerings_locales_locale_pare" ON "pages_blocks_product_offerings_offerings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_product_offerings_order_idx" ON "pages_blocks_product_offerings" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_offerings_parent_id_idx" ON "pages_blocks_product_offerings" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_offerings_path_idx" ON "pages_blocks_product_offerings" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_product_offerings_locales_locale_parent_id_uniq" ON "pages_blocks_product_offerings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_offerings_offerings_order_idx" ON "_pages_v_blocks_product_offerings_offerings" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_offerings_offerings_parent_id_idx" ON "_pages_v_blocks_product_offerings_offerings" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_offerings_offerings_image_idx" ON "_pages_v_blocks_product_offerings_offerings" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_offerings_offerings_locales_locale_p" ON "_pages_v_blocks_product_offerings_offerings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_offerings_order_idx" ON "_pages_v_blocks_product_offerings" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_offerings_parent_id_idx" ON "_pages_v_blocks_product_offerings" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_offerings_path_idx" ON "_pages_v_blocks_product_offerings" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_offerings_locales_locale_parent_id_u" ON "_pages_v_blocks_product_offerings_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_product_offerings_offerings" CASCADE;
  DROP TABLE "pages_blocks_product_offerings_offerings_locales" CASCADE;
  DROP TABLE "pages_blocks_product_offerings" CASCADE;
  DROP TABLE "pages_blocks_product_offerings_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_offerings_offerings" CASCADE;
  DROP TABLE "_pages_v_blocks_product_offerings_offerings_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_offerings" CASCADE;
  DROP TABLE "_pages_v_blocks_product_offerings_locales" CASCADE;`)
}
