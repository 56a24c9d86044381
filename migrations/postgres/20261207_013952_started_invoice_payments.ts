import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_started_invoice_payments_company_code" AS ENUM('1000', '1100');
  CREATE TYPE "public"."enum_started_invoice_payments_currency" AS ENUM('USD', 'CAD');
  CREATE TYPE "public"."enum_started_invoice_payments_locale" AS ENUM('en', 'fr');
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'payment-not-charged' BEFORE 'other';
  CREATE TABLE "started_invoice_payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"frame_session" varchar NOT NULL,
  	"reference" varchar NOT NULL,
  	"account_id" integer,
  	"account_number" varchar NOT NULL,
  	"company_code" "enum_started_invoice_payments_company_code" NOT NULL,
  	"currency" "enum_started_invoice_payments_currency" NOT NULL,
  	"total_cents" numeric NOT NULL,
  	"invoices_looked_up" jsonb NOT NULL,
  	"lines" jsonb NOT NULL,
  	"payer_first_name" varchar,
  	"payer_last_name" varchar,
  	"payer_email" varchar,
  	"payer_phone" varchar,
  	"locale" "enum_started_invoice_payments_locale" DEFAULT 'en' NOT NULL,
  	"not_charged_email_id" integer,
  	"reconciled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "started_invoice_payments_id" integer;
  ALTER TABLE "started_invoice_payments" ADD CONSTRAINT "started_invoice_payments_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "started_invoice_payments" ADD CONSTRAINT "started_invoice_payments_not_charged_email_id_outbox_id_fk" FOREIGN KEY ("not_charged_email_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "started_invoice_payments_frame_session_idx" ON "started_invoice_payments" USING btree ("frame_session");
  CREATE INDEX "started_invoice_payments_reference_idx" ON "started_invoice_payments" USING btree ("reference");
  CREATE INDEX "started_invoice_payments_account_idx" ON "started_invoice_payments" USING btree ("account_id");
  CREATE INDEX "started_invoice_payments_account_number_idx" ON "started_invoice_payments" USING btree ("account_number");
  CREATE INDEX "started_invoice_payments_not_charged_email_idx" ON "started_invoice_payments" USING btree ("not_charged_email_id");
  CREATE INDEX "started_invoice_payments_updated_at_idx" ON "started_invoice_payments" USING btree ("updated_at");
  CREATE INDEX "started_invoice_payments_created_at_idx" ON "started_invoice_payments" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_started_invoice_payments_fk" FOREIGN KEY ("started_invoice_payments_id") REFERENCES "public"."started_invoice_payments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_started_invoice_payments_i_idx" ON "payload_locked_documents_rels" USING btree ("started_invoice_payments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "started_invoice_payments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "started_invoice_payments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_started_invoice_payments_fk";
  
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DEFAULT 'other'::text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('order-confirmation', 'lead-alert', 'lead-acknowledgement', 'payment-receipt', 'other');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DEFAULT 'other'::"public"."enum_outbox_kind";
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  DROP INDEX "payload_locked_documents_rels_started_invoice_payments_i_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "started_invoice_payments_id";
  DROP TYPE "public"."enum_started_invoice_payments_company_code";
  DROP TYPE "public"."enum_started_invoice_payments_currency";
  DROP TYPE "public"."enum_started_invoice_payments_locale";`)
}
