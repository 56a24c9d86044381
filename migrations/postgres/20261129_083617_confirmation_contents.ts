import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_confirmation_contents_internal_label" AS ENUM('order-captured', 'order-failed', 'empty-cart', 'thank-you', 'account-prompt');
  CREATE TABLE "confirmation_contents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_label" "enum_confirmation_contents_internal_label" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "confirmation_contents_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"sub_heading_new" varchar,
  	"cta_label" varchar,
  	"labels_order_number" varchar,
  	"labels_total" varchar,
  	"labels_address" varchar,
  	"labels_summary_heading" varchar,
  	"labels_quantity" varchar,
  	"labels_delivery" varchar,
  	"column1_text" varchar,
  	"column2_heading" varchar,
  	"column2_primary_cta_label" varchar,
  	"column2_secondary_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "confirmation_contents_id" integer;
  ALTER TABLE "confirmation_contents_locales" ADD CONSTRAINT "confirmation_contents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."confirmation_contents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "confirmation_contents_internal_label_idx" ON "confirmation_contents" USING btree ("internal_label");
  CREATE INDEX "confirmation_contents_updated_at_idx" ON "confirmation_contents" USING btree ("updated_at");
  CREATE INDEX "confirmation_contents_created_at_idx" ON "confirmation_contents" USING btree ("created_at");
  CREATE UNIQUE INDEX "confirmation_contents_locales_locale_parent_id_unique" ON "confirmation_contents_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_confirmation_contents_fk" FOREIGN KEY ("confirmation_contents_id") REFERENCES "public"."confirmation_contents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_confirmation_contents_id_idx" ON "payload_locked_documents_rels" USING btree ("confirmation_contents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "confirmation_contents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "confirmation_contents_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "confirmation_contents" CASCADE;
  DROP TABLE "confirmation_contents_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_confirmation_contents_fk";
  
  DROP INDEX "payload_locked_documents_rels_confirmation_contents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "confirmation_contents_id";
  DROP TYPE "public"."enum_confirmation_contents_internal_label";`)
}
