import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_quote_form_form_fields_item_type" AS ENUM('fieldText', 'fieldPhone', 'fieldLabel', 'fieldTextArea', 'fieldDropdown', 'fieldEmail');
  CREATE TYPE "public"."enum_pages_blocks_quote_form_form_fields_width" AS ENUM('full', 'half');
  CREATE TYPE "public"."enum_pages_blocks_quote_form_option_cards_mode" AS ENUM('checkbox', 'radio');
  CREATE TYPE "public"."enum_pages_blocks_quote_form_submit_cta_width" AS ENUM('fixed', 'full');
  CREATE TYPE "public"."enum_pages_blocks_quote_form_background" AS ENUM('white', 'light');
  CREATE TYPE "public"."enum_tax_rates_components_code" AS ENUM('STATE', 'GST', 'HST', 'PST', 'QST', 'RST');
  CREATE TYPE "public"."enum_tax_rates_country" AS ENUM('US', 'CA');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('Placed', 'Confirmed', 'Cancelled');
  CREATE TYPE "public"."enum_orders_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_orders_currency" AS ENUM('USD', 'CAD');
  CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('card', 'echeck');
  CREATE TYPE "public"."enum_leads_support_service_type" AS ENUM('relocation', 'pickup', 'repair', 'billing', 'add-units');
  CREATE TYPE "public"."enum_leads_support_new_site_country" AS ENUM('us', 'ca');
  CREATE TYPE "public"."enum_customer_accounts_country" AS ENUM('US', 'CA');
  CREATE TYPE "public"."enum_customer_accounts_company_code" AS ENUM('1000', '1100');
  CREATE TYPE "public"."enum_customer_accounts_currency" AS ENUM('USD', 'CAD');
  CREATE TYPE "public"."enum_customer_accounts_status" AS ENUM('active', 'blocked', 'closed');
  CREATE TYPE "public"."enum_customer_accounts_bill_to_country" AS ENUM('US', 'CA');
  CREATE TYPE "public"."enum_payment_transactions_decision" AS ENUM('ACCEPT', 'DECLINE', 'ERROR');
  CREATE TYPE "public"."enum_payment_transactions_currency" AS ENUM('USD', 'CAD');
  CREATE TYPE "public"."enum_payment_transactions_method" AS ENUM('card', 'echeck');
  CREATE TYPE "public"."enum_payment_transactions_card_brand" AS ENUM('Visa', 'AmericanExpress', 'MasterCard', 'Discovery', 'echeck');
  CREATE TYPE "public"."enum_payment_transactions_account_type" AS ENUM('checking', 'savings');
  CREATE TABLE "pages_blocks_quote_form_form_fields_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_quote_form_form_fields_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_quote_form_form_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item_type" "enum_pages_blocks_quote_form_form_fields_item_type" DEFAULT 'fieldText' NOT NULL,
  	"name" varchar,
  	"width" "enum_pages_blocks_quote_form_form_fields_width" DEFAULT 'full',
  	"is_required" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_quote_form_form_fields_locales" (
  	"label" varchar NOT NULL,
  	"placeholder" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_quote_form_industries_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_quote_form_industries_options_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_quote_form_option_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_quote_form_option_cards_cards_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_quote_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"option_cards_mode" "enum_pages_blocks_quote_form_option_cards_mode" DEFAULT 'checkbox',
  	"submit_cta_width" "enum_pages_blocks_quote_form_submit_cta_width" DEFAULT 'fixed',
  	"captcha_gate" boolean DEFAULT false,
  	"thank_you_page" varchar,
  	"background" "enum_pages_blocks_quote_form_background" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quote_form_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"site_address_heading" varchar,
  	"industries_label" varchar,
  	"option_cards_legend" varchar,
  	"consent_message" varchar,
  	"submit_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "tax_rates_components" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" "enum_tax_rates_components_code" NOT NULL,
  	"rate" numeric NOT NULL,
  	"applies_to_fees" boolean DEFAULT true
  );
  
  CREATE TABLE "tax_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" "enum_tax_rates_country" NOT NULL,
  	"region" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_code" varchar,
  	"container_name_en" varchar,
  	"container_name_fr" varchar,
  	"category_code" varchar,
  	"container_quantity" numeric,
  	"kit_description" varchar,
  	"kit_label_en" varchar,
  	"kit_label_fr" varchar,
  	"kit_quantity" numeric,
  	"start_date" varchar,
  	"end_date" varchar,
  	"estimated_delivery" varchar,
  	"billing_cycles" numeric,
  	"total_before_tax" numeric
  );
  
  CREATE TABLE "orders_totals_tax_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"label" varchar,
  	"rate_bps" numeric,
  	"amount" numeric
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_number" varchar NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'Placed' NOT NULL,
  	"web_cart_id" varchar NOT NULL,
  	"transaction_id" varchar NOT NULL,
  	"confirmation_token" varchar NOT NULL,
  	"locale" "enum_orders_locale" DEFAULT 'en' NOT NULL,
  	"currency" "enum_orders_currency" NOT NULL,
  	"total_after_tax" numeric NOT NULL,
  	"totals_container_recurring_rental" numeric,
  	"totals_accessories_recurring_rental" numeric,
  	"totals_recurring_rental_cost" numeric,
  	"totals_total_container_rental" numeric,
  	"totals_total_accessories_rental" numeric,
  	"totals_delivery_and_return_fee" numeric,
  	"totals_total_before_tax" numeric,
  	"totals_tax" numeric,
  	"totals_total_after_tax" numeric,
  	"contact_first_name" varchar,
  	"contact_last_name" varchar,
  	"contact_company_name" varchar,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"contact_account_number" varchar,
  	"site_address_street" varchar,
  	"site_address_city" varchar,
  	"site_address_state" varchar,
  	"site_address_zip_code" varchar,
  	"site_address_country" varchar,
  	"billing_address_street" varchar,
  	"billing_address_city" varchar,
  	"billing_address_state" varchar,
  	"billing_address_zip_code" varchar,
  	"billing_address_country" varchar,
  	"payment_method" "enum_orders_payment_method" NOT NULL,
  	"payment_brand" varchar,
  	"payment_last_four" varchar,
  	"payment_expiry" varchar,
  	"payment_auth_code" varchar,
  	"payment_auth_reference" varchar,
  	"payment_authorized_at" varchar,
  	"payment_amount" numeric,
  	"confirmation_email_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leads_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "customer_accounts_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar,
  	"phone" varchar
  );
  
  CREATE TABLE "customer_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_number" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"country" "enum_customer_accounts_country" NOT NULL,
  	"company_code" "enum_customer_accounts_company_code" NOT NULL,
  	"currency" "enum_customer_accounts_currency",
  	"status" "enum_customer_accounts_status" DEFAULT 'active' NOT NULL,
  	"bill_to_street" varchar,
  	"bill_to_city" varchar,
  	"bill_to_state" varchar,
  	"bill_to_zip_code" varchar,
  	"bill_to_country" "enum_customer_accounts_bill_to_country",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_transactions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"transaction_id" varchar NOT NULL,
  	"session_id" varchar NOT NULL,
  	"accepted_session" varchar,
  	"reference" varchar NOT NULL,
  	"decision" "enum_payment_transactions_decision" NOT NULL,
  	"reason_code" numeric NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"currency" "enum_payment_transactions_currency" NOT NULL,
  	"method" "enum_payment_transactions_method" NOT NULL,
  	"card_brand" "enum_payment_transactions_card_brand" NOT NULL,
  	"last4" varchar NOT NULL,
  	"card_expiry" varchar,
  	"account_type" "enum_payment_transactions_account_type",
  	"auth_code" varchar,
  	"auth_trans_ref_no" varchar,
  	"auth_time" varchar,
  	"signed_date_time" varchar NOT NULL,
  	"bill_to_first_name" varchar NOT NULL,
  	"bill_to_last_name" varchar NOT NULL,
  	"used_by_order" varchar,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "support_service_type" "enum_leads_support_service_type";
  ALTER TABLE "leads" ADD COLUMN "support_account_number" varchar;
  ALTER TABLE "leads" ADD COLUMN "support_contract_number" varchar;
  ALTER TABLE "leads" ADD COLUMN "support_invoice_number" varchar;
  ALTER TABLE "leads" ADD COLUMN "support_units" numeric;
  ALTER TABLE "leads" ADD COLUMN "support_new_site_zip" varchar;
  ALTER TABLE "leads" ADD COLUMN "support_new_site_country" "enum_leads_support_new_site_country";
  ALTER TABLE "leads" ADD COLUMN "support_new_site_state" varchar;
  ALTER TABLE "leads" ADD COLUMN "support_new_site_city" varchar;
  ALTER TABLE "leads" ADD COLUMN "support_new_site_address" varchar;
  ALTER TABLE "leads" ADD COLUMN "support_new_site_contact" varchar;
  ALTER TABLE "leads" ADD COLUMN "rental_quote_form_page_id" integer;
  ALTER TABLE "leads" ADD COLUMN "rental_quote_block_id" varchar;
  ALTER TABLE "leads" ADD COLUMN "rental_quote_industry" varchar;
  ALTER TABLE "leads" ADD COLUMN "rental_quote_other_industry" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tax_rates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customer_accounts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_transactions_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "cart_abandon_after_hours" numeric DEFAULT 72 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "customer_portal_url" varchar DEFAULT 'https://portal.boxline.example/dashboard';
  ALTER TABLE "pages_blocks_quote_form_form_fields_options" ADD CONSTRAINT "pages_blocks_quote_form_form_fields_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quote_form_form_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_form_form_fields_options_locales" ADD CONSTRAINT "pages_blocks_quote_form_form_fields_options_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quote_form_form_fields_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_form_form_fields" ADD CONSTRAINT "pages_blocks_quote_form_form_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quote_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_form_form_fields_locales" ADD CONSTRAINT "pages_blocks_quote_form_form_fields_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quote_form_form_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_form_industries_options" ADD CONSTRAINT "pages_blocks_quote_form_industries_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quote_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_form_industries_options_locales" ADD CONSTRAINT "pages_blocks_quote_form_industries_options_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quote_form_industries_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_form_option_cards_cards" ADD CONSTRAINT "pages_blocks_quote_form_option_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quote_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_form_option_cards_cards_locales" ADD CONSTRAINT "pages_blocks_quote_form_option_cards_cards_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quote_form_option_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_form" ADD CONSTRAINT "pages_blocks_quote_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_form_locales" ADD CONSTRAINT "pages_blocks_quote_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quote_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tax_rates_components" ADD CONSTRAINT "tax_rates_components_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tax_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_totals_tax_lines" ADD CONSTRAINT "orders_totals_tax_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_confirmation_email_id_outbox_id_fk" FOREIGN KEY ("confirmation_email_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_texts" ADD CONSTRAINT "leads_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customer_accounts_contacts" ADD CONSTRAINT "customer_accounts_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_quote_form_form_fields_options_order_idx" ON "pages_blocks_quote_form_form_fields_options" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_form_form_fields_options_parent_id_idx" ON "pages_blocks_quote_form_form_fields_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_quote_form_form_fields_options_locales_locale_p" ON "pages_blocks_quote_form_form_fields_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_quote_form_form_fields_order_idx" ON "pages_blocks_quote_form_form_fields" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_form_form_fields_parent_id_idx" ON "pages_blocks_quote_form_form_fields" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_quote_form_form_fields_locales_locale_parent_id" ON "pages_blocks_quote_form_form_fields_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_quote_form_industries_options_order_idx" ON "pages_blocks_quote_form_industries_options" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_form_industries_options_parent_id_idx" ON "pages_blocks_quote_form_industries_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_quote_form_industries_options_locales_locale_pa" ON "pages_blocks_quote_form_industries_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_quote_form_option_cards_cards_order_idx" ON "pages_blocks_quote_form_option_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_form_option_cards_cards_parent_id_idx" ON "pages_blocks_quote_form_option_cards_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_quote_form_option_cards_cards_locales_locale_pa" ON "pages_blocks_quote_form_option_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_quote_form_order_idx" ON "pages_blocks_quote_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_form_parent_id_idx" ON "pages_blocks_quote_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quote_form_path_idx" ON "pages_blocks_quote_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_quote_form_locales_locale_parent_id_unique" ON "pages_blocks_quote_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tax_rates_components_order_idx" ON "tax_rates_components" USING btree ("_order");
  CREATE INDEX "tax_rates_components_parent_id_idx" ON "tax_rates_components" USING btree ("_parent_id");
  CREATE INDEX "tax_rates_updated_at_idx" ON "tax_rates" USING btree ("updated_at");
  CREATE INDEX "tax_rates_created_at_idx" ON "tax_rates" USING btree ("created_at");
  CREATE UNIQUE INDEX "country_region_idx" ON "tax_rates" USING btree ("country","region");
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE INDEX "orders_totals_tax_lines_order_idx" ON "orders_totals_tax_lines" USING btree ("_order");
  CREATE INDEX "orders_totals_tax_lines_parent_id_idx" ON "orders_totals_tax_lines" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");
  CREATE UNIQUE INDEX "orders_web_cart_id_idx" ON "orders" USING btree ("web_cart_id");
  CREATE UNIQUE INDEX "orders_transaction_id_idx" ON "orders" USING btree ("transaction_id");
  CREATE UNIQUE INDEX "orders_confirmation_token_idx" ON "orders" USING btree ("confirmation_token");
  CREATE INDEX "orders_confirmation_email_idx" ON "orders" USING btree ("confirmation_email_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "leads_texts_order_parent" ON "leads_texts" USING btree ("order","parent_id");
  CREATE INDEX "customer_accounts_contacts_order_idx" ON "customer_accounts_contacts" USING btree ("_order");
  CREATE INDEX "customer_accounts_contacts_parent_id_idx" ON "customer_accounts_contacts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "customer_accounts_account_number_idx" ON "customer_accounts" USING btree ("account_number");
  CREATE INDEX "customer_accounts_updated_at_idx" ON "customer_accounts" USING btree ("updated_at");
  CREATE INDEX "customer_accounts_created_at_idx" ON "customer_accounts" USING btree ("created_at");
  CREATE UNIQUE INDEX "payment_transactions_transaction_id_idx" ON "payment_transactions" USING btree ("transaction_id");
  CREATE INDEX "payment_transactions_session_id_idx" ON "payment_transactions" USING btree ("session_id");
  CREATE UNIQUE INDEX "payment_transactions_accepted_session_idx" ON "payment_transactions" USING btree ("accepted_session");
  CREATE INDEX "payment_transactions_reference_idx" ON "payment_transactions" USING btree ("reference");
  CREATE INDEX "payment_transactions_decision_idx" ON "payment_transactions" USING btree ("decision");
  CREATE INDEX "payment_transactions_used_by_order_idx" ON "payment_transactions" USING btree ("used_by_order");
  CREATE INDEX "payment_transactions_updated_at_idx" ON "payment_transactions" USING btree ("updated_at");
  CREATE INDEX "payment_transactions_created_at_idx" ON "payment_transactions" USING btree ("created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_rental_quote_form_page_id_pages_id_fk" FOREIGN KEY ("rental_quote_form_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tax_rates_fk" FOREIGN KEY ("tax_rates_id") REFERENCES "public"."tax_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customer_accounts_fk" FOREIGN KEY ("customer_accounts_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_transactions_fk" FOREIGN KEY ("payment_transactions_id") REFERENCES "public"."payment_transactions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_support_support_service_type_idx" ON "leads" USING btree ("support_service_type");
  CREATE INDEX "leads_support_support_account_number_idx" ON "leads" USING btree ("support_account_number");
  CREATE INDEX "leads_support_support_contract_number_idx" ON "leads" USING btree ("support_contract_number");
  CREATE INDEX "leads_rental_quote_rental_quote_form_page_idx" ON "leads" USING btree ("rental_quote_form_page_id");
  CREATE INDEX "leads_rental_quote_rental_quote_industry_idx" ON "leads" USING btree ("rental_quote_industry");
  CREATE INDEX "payload_locked_documents_rels_tax_rates_id_idx" ON "payload_locked_documents_rels" USING btree ("tax_rates_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_customer_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("customer_accounts_id");
  CREATE INDEX "payload_locked_documents_rels_payment_transactions_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_transactions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_quote_form_form_fields_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quote_form_form_fields_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quote_form_form_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quote_form_form_fields_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quote_form_industries_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quote_form_industries_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quote_form_option_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quote_form_option_cards_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quote_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quote_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tax_rates_components" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tax_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_totals_tax_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customer_accounts_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customer_accounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_transactions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_quote_form_form_fields_options" CASCADE;
  DROP TABLE "pages_blocks_quote_form_form_fields_options_locales" CASCADE;
  DROP TABLE "pages_blocks_quote_form_form_fields" CASCADE;
  DROP TABLE "pages_blocks_quote_form_form_fields_locales" CASCADE;
  DROP TABLE "pages_blocks_quote_form_industries_options" CASCADE;
  DROP TABLE "pages_blocks_quote_form_industries_options_locales" CASCADE;
  DROP TABLE "pages_blocks_quote_form_option_cards_cards" CASCADE;
  DROP TABLE "pages_blocks_quote_form_option_cards_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_quote_form" CASCADE;
  DROP TABLE "pages_blocks_quote_form_locales" CASCADE;
  DROP TABLE "tax_rates_components" CASCADE;
  DROP TABLE "tax_rates" CASCADE;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders_totals_tax_lines" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "leads_texts" CASCADE;
  DROP TABLE "customer_accounts_contacts" CASCADE;
  DROP TABLE "customer_accounts" CASCADE;
  DROP TABLE "payment_transactions" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_rental_quote_form_page_id_pages_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tax_rates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customer_accounts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_transactions_fk";
  
  DROP INDEX "leads_support_support_service_type_idx";
  DROP INDEX "leads_support_support_account_number_idx";
  DROP INDEX "leads_support_support_contract_number_idx";
  DROP INDEX "leads_rental_quote_rental_quote_form_page_idx";
  DROP INDEX "leads_rental_quote_rental_quote_industry_idx";
  DROP INDEX "payload_locked_documents_rels_tax_rates_id_idx";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_customer_accounts_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_transactions_id_idx";
  ALTER TABLE "leads" DROP COLUMN "support_service_type";
  ALTER TABLE "leads" DROP COLUMN "support_account_number";
  ALTER TABLE "leads" DROP COLUMN "support_contract_number";
  ALTER TABLE "leads" DROP COLUMN "support_invoice_number";
  ALTER TABLE "leads" DROP COLUMN "support_units";
  ALTER TABLE "leads" DROP COLUMN "support_new_site_zip";
  ALTER TABLE "leads" DROP COLUMN "support_new_site_country";
  ALTER TABLE "leads" DROP COLUMN "support_new_site_state";
  ALTER TABLE "leads" DROP COLUMN "support_new_site_city";
  ALTER TABLE "leads" DROP COLUMN "support_new_site_address";
  ALTER TABLE "leads" DROP COLUMN "support_new_site_contact";
  ALTER TABLE "leads" DROP COLUMN "rental_quote_form_page_id";
  ALTER TABLE "leads" DROP COLUMN "rental_quote_block_id";
  ALTER TABLE "leads" DROP COLUMN "rental_quote_industry";
  ALTER TABLE "leads" DROP COLUMN "rental_quote_other_industry";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tax_rates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customer_accounts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_transactions_id";
  ALTER TABLE "site_settings" DROP COLUMN "cart_abandon_after_hours";
  ALTER TABLE "site_settings" DROP COLUMN "customer_portal_url";
  DROP TYPE "public"."enum_pages_blocks_quote_form_form_fields_item_type";
  DROP TYPE "public"."enum_pages_blocks_quote_form_form_fields_width";
  DROP TYPE "public"."enum_pages_blocks_quote_form_option_cards_mode";
  DROP TYPE "public"."enum_pages_blocks_quote_form_submit_cta_width";
  DROP TYPE "public"."enum_pages_blocks_quote_form_background";
  DROP TYPE "public"."enum_tax_rates_components_code";
  DROP TYPE "public"."enum_tax_rates_country";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_locale";
  DROP TYPE "public"."enum_orders_currency";
  DROP TYPE "public"."enum_orders_payment_method";
  DROP TYPE "public"."enum_leads_support_service_type";
  DROP TYPE "public"."enum_leads_support_new_site_country";
  DROP TYPE "public"."enum_customer_accounts_country";
  DROP TYPE "public"."enum_customer_accounts_company_code";
  DROP TYPE "public"."enum_customer_accounts_currency";
  DROP TYPE "public"."enum_customer_accounts_status";
  DROP TYPE "public"."enum_customer_accounts_bill_to_country";
  DROP TYPE "public"."enum_payment_transactions_decision";
  DROP TYPE "public"."enum_payment_transactions_currency";
  DROP TYPE "public"."enum_payment_transactions_method";
  DROP TYPE "public"."enum_payment_transactions_card_brand";
  DROP TYPE "public"."enum_payment_transactions_account_type";`)
}
