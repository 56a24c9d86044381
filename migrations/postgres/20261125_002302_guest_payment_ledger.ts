import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_invoices_open_items_item_text" AS ENUM('RENTAL', 'DELIVERY', 'PICKUP', 'DAMAGE', 'LATEFEE', 'CREDIT', 'OTHER');
  CREATE TYPE "public"."enum_invoices_company_code" AS ENUM('1000', '1100');
  CREATE TYPE "public"."enum_invoices_currency" AS ENUM('USD', 'CAD');
  CREATE TYPE "public"."enum_invoices_site_address_country" AS ENUM('US', 'CA');
  CREATE TYPE "public"."enum_invoices_bill_to_address_country" AS ENUM('US', 'CA');
  CREATE TYPE "public"."enum_invoice_payments_company_code" AS ENUM('1000', '1100');
  CREATE TYPE "public"."enum_invoice_payments_currency" AS ENUM('USD', 'CAD');
  CREATE TYPE "public"."enum_invoice_payments_method" AS ENUM('card', 'echeck');
  CREATE TYPE "public"."enum_invoice_payments_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_short_pay_cases_status" AS ENUM('Submitted', 'In progress', 'Closed');
  CREATE TYPE "public"."enum_short_pay_cases_currency" AS ENUM('USD', 'CAD');
  CREATE TYPE "public"."enum_portal_registrations_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_portal_registrations_status" AS ENUM('Submitted', 'Approved', 'Rejected');
  CREATE TABLE "invoices_open_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item_number" varchar NOT NULL,
  	"item_text" "enum_invoices_open_items_item_text" DEFAULT 'RENTAL' NOT NULL,
  	"total_amount_cents" numeric NOT NULL,
  	"amount_cents" numeric NOT NULL
  );
  
  CREATE TABLE "invoices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"doc_no" varchar NOT NULL,
  	"account_id" integer NOT NULL,
  	"company_code" "enum_invoices_company_code",
  	"currency" "enum_invoices_currency",
  	"balance_cents" numeric,
  	"bill_to_party" varchar,
  	"doc_date" varchar NOT NULL,
  	"due_date" varchar,
  	"clear_date" varchar,
  	"delivery_date" varchar,
  	"sales_document" varchar,
  	"fiscal_year" varchar,
  	"allocation_number" varchar,
  	"contract_number" varchar,
  	"site_name" varchar,
  	"site_address_street" varchar,
  	"site_address_city" varchar,
  	"site_address_state" varchar,
  	"site_address_zip_code" varchar,
  	"site_address_country" "enum_invoices_site_address_country",
  	"bill_to_name" varchar,
  	"bill_to_address_street" varchar,
  	"bill_to_address_city" varchar,
  	"bill_to_address_state" varchar,
  	"bill_to_address_zip_code" varchar,
  	"bill_to_address_country" "enum_invoices_bill_to_address_country",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invoice_payments_allocations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"invoice_id" integer,
  	"doc_no" varchar NOT NULL,
  	"item_number" varchar,
  	"item_text" varchar,
  	"amount_cents" numeric NOT NULL,
  	"open_before_cents" numeric,
  	"short_pay_reason_code" varchar,
  	"short_pay_reason_text" varchar
  );
  
  CREATE TABLE "invoice_payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"payment_number" varchar NOT NULL,
  	"transaction_id" varchar NOT NULL,
  	"account_id" integer,
  	"account_number" varchar NOT NULL,
  	"company_code" "enum_invoice_payments_company_code" NOT NULL,
  	"currency" "enum_invoice_payments_currency" NOT NULL,
  	"total_cents" numeric NOT NULL,
  	"method" "enum_invoice_payments_method" NOT NULL,
  	"card_brand" varchar,
  	"last4" varchar,
  	"card_expiry" varchar,
  	"payer_first_name" varchar,
  	"payer_last_name" varchar,
  	"payer_email" varchar,
  	"payer_phone" varchar,
  	"locale" "enum_invoice_payments_locale" DEFAULT 'en' NOT NULL,
  	"receipt_email_id" integer,
  	"paid_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "short_pay_reasons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "short_pay_reasons_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "short_pay_cases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"case_number" varchar NOT NULL,
  	"status" "enum_short_pay_cases_status" DEFAULT 'Submitted' NOT NULL,
  	"origin" varchar,
  	"issue" varchar,
  	"subtype" varchar,
  	"subject" varchar,
  	"description" varchar,
  	"invoice_number" varchar NOT NULL,
  	"payment_number" varchar,
  	"account_number" varchar,
  	"account_id" integer,
  	"currency" "enum_short_pay_cases_currency",
  	"invoice_balance_cents" numeric,
  	"paid_cents" numeric,
  	"contact_first_name" varchar,
  	"contact_last_name" varchar,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "portal_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"account_number" varchar NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"phone" varchar,
  	"invoice_number" varchar,
  	"payment_number" varchar,
  	"locale" "enum_portal_registrations_locale" DEFAULT 'en',
  	"status" "enum_portal_registrations_status" DEFAULT 'Submitted' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "customer_accounts_contacts" ADD COLUMN "first_name" varchar;
  ALTER TABLE "customer_accounts_contacts" ADD COLUMN "last_name" varchar;
  ALTER TABLE "customer_accounts_contacts" ADD COLUMN "has_portal_account" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoice_payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "short_pay_reasons_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "short_pay_cases_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portal_registrations_id" integer;
  ALTER TABLE "site_settings_locales" ADD COLUMN "customer_portal_url" varchar;
  ALTER TABLE "invoices_open_items" ADD CONSTRAINT "invoices_open_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoice_payments_allocations" ADD CONSTRAINT "invoice_payments_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoice_payments_allocations" ADD CONSTRAINT "invoice_payments_allocations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."invoice_payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_receipt_email_id_outbox_id_fk" FOREIGN KEY ("receipt_email_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "short_pay_reasons_locales" ADD CONSTRAINT "short_pay_reasons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."short_pay_reasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "short_pay_cases" ADD CONSTRAINT "short_pay_cases_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "invoices_open_items_order_idx" ON "invoices_open_items" USING btree ("_order");
  CREATE INDEX "invoices_open_items_parent_id_idx" ON "invoices_open_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "invoices_doc_no_idx" ON "invoices" USING btree ("doc_no");
  CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id");
  CREATE INDEX "invoices_balance_cents_idx" ON "invoices" USING btree ("balance_cents");
  CREATE INDEX "invoices_updated_at_idx" ON "invoices" USING btree ("updated_at");
  CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");
  CREATE INDEX "invoice_payments_allocations_order_idx" ON "invoice_payments_allocations" USING btree ("_order");
  CREATE INDEX "invoice_payments_allocations_parent_id_idx" ON "invoice_payments_allocations" USING btree ("_parent_id");
  CREATE INDEX "invoice_payments_allocations_invoice_idx" ON "invoice_payments_allocations" USING btree ("invoice_id");
  CREATE UNIQUE INDEX "invoice_payments_payment_number_idx" ON "invoice_payments" USING btree ("payment_number");
  CREATE UNIQUE INDEX "invoice_payments_transaction_id_idx" ON "invoice_payments" USING btree ("transaction_id");
  CREATE INDEX "invoice_payments_account_idx" ON "invoice_payments" USING btree ("account_id");
  CREATE INDEX "invoice_payments_account_number_idx" ON "invoice_payments" USING btree ("account_number");
  CREATE INDEX "invoice_payments_receipt_email_idx" ON "invoice_payments" USING btree ("receipt_email_id");
  CREATE INDEX "invoice_payments_paid_at_idx" ON "invoice_payments" USING btree ("paid_at");
  CREATE INDEX "invoice_payments_updated_at_idx" ON "invoice_payments" USING btree ("updated_at");
  CREATE INDEX "invoice_payments_created_at_idx" ON "invoice_payments" USING btree ("created_at");
  CREATE UNIQUE INDEX "short_pay_reasons_code_idx" ON "short_pay_reasons" USING btree ("code");
  CREATE INDEX "short_pay_reasons_updated_at_idx" ON "short_pay_reasons" USING btree ("updated_at");
  CREATE INDEX "short_pay_reasons_created_at_idx" ON "short_pay_reasons" USING btree ("created_at");
  CREATE UNIQUE INDEX "short_pay_reasons_locales_locale_parent_id_unique" ON "short_pay_reasons_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "short_pay_cases_case_number_idx" ON "short_pay_cases" USING btree ("case_number");
  CREATE INDEX "short_pay_cases_invoice_number_idx" ON "short_pay_cases" USING btree ("invoice_number");
  CREATE INDEX "short_pay_cases_payment_number_idx" ON "short_pay_cases" USING btree ("payment_number");
  CREATE INDEX "short_pay_cases_account_number_idx" ON "short_pay_cases" USING btree ("account_number");
  CREATE INDEX "short_pay_cases_account_idx" ON "short_pay_cases" USING btree ("account_id");
  CREATE INDEX "short_pay_cases_updated_at_idx" ON "short_pay_cases" USING btree ("updated_at");
  CREATE INDEX "short_pay_cases_created_at_idx" ON "short_pay_cases" USING btree ("created_at");
  CREATE INDEX "portal_registrations_email_idx" ON "portal_registrations" USING btree ("email");
  CREATE INDEX "portal_registrations_account_number_idx" ON "portal_registrations" USING btree ("account_number");
  CREATE INDEX "portal_registrations_updated_at_idx" ON "portal_registrations" USING btree ("updated_at");
  CREATE INDEX "portal_registrations_created_at_idx" ON "portal_registrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_accountNumber_idx" ON "portal_registrations" USING btree ("email","account_number");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoices_fk" FOREIGN KEY ("invoices_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoice_payments_fk" FOREIGN KEY ("invoice_payments_id") REFERENCES "public"."invoice_payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_short_pay_reasons_fk" FOREIGN KEY ("short_pay_reasons_id") REFERENCES "public"."short_pay_reasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_short_pay_cases_fk" FOREIGN KEY ("short_pay_cases_id") REFERENCES "public"."short_pay_cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portal_registrations_fk" FOREIGN KEY ("portal_registrations_id") REFERENCES "public"."portal_registrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_invoices_id_idx" ON "payload_locked_documents_rels" USING btree ("invoices_id");
  CREATE INDEX "payload_locked_documents_rels_invoice_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("invoice_payments_id");
  CREATE INDEX "payload_locked_documents_rels_short_pay_reasons_id_idx" ON "payload_locked_documents_rels" USING btree ("short_pay_reasons_id");
  CREATE INDEX "payload_locked_documents_rels_short_pay_cases_id_idx" ON "payload_locked_documents_rels" USING btree ("short_pay_cases_id");
  CREATE INDEX "payload_locked_documents_rels_portal_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("portal_registrations_id");
  -- The portal address becomes one per language: the old default (the dashboard) becomes each language's sign-in page; an address staff set is kept for both.
  UPDATE "site_settings_locales" SET "customer_portal_url" = COALESCE(NULLIF((SELECT s."customer_portal_url" FROM "site_settings" s WHERE s."id" = "site_settings_locales"."_parent_id"), 'https://portal.boxline.example/dashboard'), 'https://portal.boxline.example/' || "site_settings_locales"."_locale" || '/login');
  ALTER TABLE "site_settings" DROP COLUMN "customer_portal_url";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices_open_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoice_payments_allocations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoice_payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "short_pay_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "short_pay_reasons_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "short_pay_cases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portal_registrations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "invoices_open_items" CASCADE;
  DROP TABLE "invoices" CASCADE;
  DROP TABLE "invoice_payments_allocations" CASCADE;
  DROP TABLE "invoice_payments" CASCADE;
  DROP TABLE "short_pay_reasons" CASCADE;
  DROP TABLE "short_pay_reasons_locales" CASCADE;
  DROP TABLE "short_pay_cases" CASCADE;
  DROP TABLE "portal_registrations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoice_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_short_pay_reasons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_short_pay_cases_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portal_registrations_fk";
  
  DROP INDEX "payload_locked_documents_rels_invoices_id_idx";
  DROP INDEX "payload_locked_documents_rels_invoice_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_short_pay_reasons_id_idx";
  DROP INDEX "payload_locked_documents_rels_short_pay_cases_id_idx";
  DROP INDEX "payload_locked_documents_rels_portal_registrations_id_idx";
  ALTER TABLE "site_settings" ADD COLUMN "customer_portal_url" varchar DEFAULT 'https://portal.boxline.example/dashboard';
  ALTER TABLE "customer_accounts_contacts" DROP COLUMN "first_name";
  ALTER TABLE "customer_accounts_contacts" DROP COLUMN "last_name";
  ALTER TABLE "customer_accounts_contacts" DROP COLUMN "has_portal_account";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoice_payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "short_pay_reasons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "short_pay_cases_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portal_registrations_id";
  UPDATE "site_settings" SET "customer_portal_url" = COALESCE((SELECT l."customer_portal_url" FROM "site_settings_locales" l WHERE l."_parent_id" = "site_settings"."id" AND l."_locale" = 'en'), "customer_portal_url");
  ALTER TABLE "site_settings_locales" DROP COLUMN "customer_portal_url";
  DROP TYPE "public"."enum_invoices_open_items_item_text";
  DROP TYPE "public"."enum_invoices_company_code";
  DROP TYPE "public"."enum_invoices_currency";
  DROP TYPE "public"."enum_invoices_site_address_country";
  DROP TYPE "public"."enum_invoices_bill_to_address_country";
  DROP TYPE "public"."enum_invoice_payments_company_code";
  DROP TYPE "public"."enum_invoice_payments_currency";
  DROP TYPE "public"."enum_invoice_payments_method";
  DROP TYPE "public"."enum_invoice_payments_locale";
  DROP TYPE "public"."enum_short_pay_cases_status";
  DROP TYPE "public"."enum_short_pay_cases_currency";
  DROP TYPE "public"."enum_portal_registrations_locale";
  DROP TYPE "public"."enum_portal_registrations_status";`)
}
