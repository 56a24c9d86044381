import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The product sheet becomes localized (one PDF per language). The sheet a container already has
// is the English one: it moves to the English row; the seed adds the French sheet.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "containers_locales" ADD COLUMN "product_sheet_id" integer;
  ALTER TABLE "containers_locales" ADD CONSTRAINT "containers_locales_product_sheet_id_media_id_fk" FOREIGN KEY ("product_sheet_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  UPDATE "containers_locales" AS l SET "product_sheet_id" = c."product_sheet_id" FROM "containers" AS c WHERE c."id" = l."_parent_id" AND l."_locale" = 'en';
  ALTER TABLE "containers" DROP CONSTRAINT "containers_product_sheet_id_media_id_fk";
  DROP INDEX "containers_product_sheet_idx";
  CREATE INDEX "containers_product_sheet_idx" ON "containers_locales" USING btree ("product_sheet_id","_locale");
  ALTER TABLE "containers" DROP COLUMN "product_sheet_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "containers" ADD COLUMN "product_sheet_id" integer;
  ALTER TABLE "containers" ADD CONSTRAINT "containers_product_sheet_id_media_id_fk" FOREIGN KEY ("product_sheet_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  UPDATE "containers" AS c SET "product_sheet_id" = l."product_sheet_id" FROM "containers_locales" AS l WHERE c."id" = l."_parent_id" AND l."_locale" = 'en';
  ALTER TABLE "containers_locales" DROP CONSTRAINT "containers_locales_product_sheet_id_media_id_fk";
  DROP INDEX "containers_product_sheet_idx";
  CREATE INDEX "containers_product_sheet_idx" ON "containers" USING btree ("product_sheet_id");
  ALTER TABLE "containers_locales" DROP COLUMN "product_sheet_id";`)
}
