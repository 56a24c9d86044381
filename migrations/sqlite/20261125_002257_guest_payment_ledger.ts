import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`invoices_open_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item_number\` text NOT NULL,
  	\`item_text\` text DEFAULT 'RENTAL' NOT NULL,
  	\`total_amount_cents\` numeric NOT NULL,
  	\`amount_cents\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`invoices_open_items_order_idx\` ON \`invoices_open_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`invoices_open_items_parent_id_idx\` ON \`invoices_open_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`invoices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`doc_no\` text NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`company_code\` text,
  	\`currency\` text,
  	\`balance_cents\` numeric,
  	\`bill_to_party\` text,
  	\`doc_date\` text NOT NULL,
  	\`due_date\` text,
  	\`clear_date\` text,
  	\`delivery_date\` text,
  	\`sales_document\` text,
  	\`fiscal_year\` text,
  	\`allocation_number\` text,
  	\`contract_number\` text,
  	\`site_name\` text,
  	\`site_address_street\` text,
  	\`site_address_city\` text,
  	\`site_address_state\` text,
  	\`site_address_zip_code\` text,
  	\`site_address_country\` text,
  	\`bill_to_name\` text,
  	\`bill_to_address_street\` text,
  	\`bill_to_address_city\` text,
  	\`bill_to_address_state\` text,
  	\`bill_to_address_zip_code\` text,
  	\`bill_to_address_country\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`customer_accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`invoices_doc_no_idx\` ON \`invoices\` (\`doc_no\`);`)
  await db.run(sql`CREATE INDEX \`invoices_account_idx\` ON \`invoices\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_balance_cents_idx\` ON \`invoices\` (\`balance_cents\`);`)
  await db.run(sql`CREATE INDEX \`invoices_updated_at_idx\` ON \`invoices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invoices_created_at_idx\` ON \`invoices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`invoice_payments_allocations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`invoice_id\` integer,
  	\`doc_no\` text NOT NULL,
  	\`item_number\` text,
  	\`item_text\` text,
  	\`amount_cents\` numeric NOT NULL,
  	\`open_before_cents\` numeric,
  	\`short_pay_reason_code\` text,
  	\`short_pay_reason_text\` text,
  	FOREIGN KEY (\`invoice_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`invoice_payments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`invoice_payments_allocations_order_idx\` ON \`invoice_payments_allocations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`invoice_payments_allocations_parent_id_idx\` ON \`invoice_payments_allocations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`invoice_payments_allocations_invoice_idx\` ON \`invoice_payments_allocations\` (\`invoice_id\`);`)
  await db.run(sql`CREATE TABLE \`invoice_payments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`payment_number\` text NOT NULL,
  	\`transaction_id\` text NOT NULL,
  	\`account_id\` integer,
  	\`account_number\` text NOT NULL,
  	\`company_code\` text NOT NULL,
  	\`currency\` text NOT NULL,
  	\`total_cents\` numeric NOT NULL,
  	\`method\` text NOT NULL,
  	\`card_brand\` text,
  	\`last4\` text,
  	\`card_expiry\` text,
  	\`payer_first_name\` text,
  	\`payer_last_name\` text,
  	\`payer_email\` text,
  	\`payer_phone\` text,
  	\`locale\` text DEFAULT 'en' NOT NULL,
  	\`receipt_email_id\` integer,
  	\`paid_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`customer_accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`receipt_email_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`invoice_payments_payment_number_idx\` ON \`invoice_payments\` (\`payment_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`invoice_payments_transaction_id_idx\` ON \`invoice_payments\` (\`transaction_id\`);`)
  await db.run(sql`CREATE INDEX \`invoice_payments_account_idx\` ON \`invoice_payments\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`invoice_payments_account_number_idx\` ON \`invoice_payments\` (\`account_number\`);`)
  await db.run(sql`CREATE INDEX \`invoice_payments_receipt_email_idx\` ON \`invoice_payments\` (\`receipt_email_id\`);`)
  await db.run(sql`CREATE INDEX \`invoice_payments_paid_at_idx\` ON \`invoice_payments\` (\`paid_at\`);`)
  await db.run(sql`CREATE INDEX \`invoice_payments_updated_at_idx\` ON \`invoice_payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invoice_payments_created_at_idx\` ON \`invoice_payments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`short_pay_reasons\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0 NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`short_pay_reasons_code_idx\` ON \`short_pay_reasons\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`short_pay_reasons_updated_at_idx\` ON \`short_pay_reasons\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`short_pay_reasons_created_at_idx\` ON \`short_pay_reasons\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`short_pay_reasons_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`short_pay_reasons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`short_pay_reasons_locales_locale_parent_id_unique\` ON \`short_pay_reasons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`short_pay_cases\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`case_number\` text NOT NULL,
  	\`status\` text DEFAULT 'Submitted' NOT NULL,
  	\`origin\` text,
  	\`issue\` text,
  	\`subtype\` text,
  	\`subject\` text,
  	\`description\` text,
  	\`invoice_number\` text NOT NULL,
  	\`payment_number\` text,
  	\`account_number\` text,
  	\`account_id\` integer,
  	\`currency\` text,
  	\`invoice_balance_cents\` numeric,
  	\`paid_cents\` numeric,
  	\`contact_first_name\` text,
  	\`contact_last_name\` text,
  	\`contact_email\` text,
  	\`contact_phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`customer_accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`short_pay_cases_case_number_idx\` ON \`short_pay_cases\` (\`case_number\`);`)
  await db.run(sql`CREATE INDEX \`short_pay_cases_invoice_number_idx\` ON \`short_pay_cases\` (\`invoice_number\`);`)
  await db.run(sql`CREATE INDEX \`short_pay_cases_payment_number_idx\` ON \`short_pay_cases\` (\`payment_number\`);`)
  await db.run(sql`CREATE INDEX \`short_pay_cases_account_number_idx\` ON \`short_pay_cases\` (\`account_number\`);`)
  await db.run(sql`CREATE INDEX \`short_pay_cases_account_idx\` ON \`short_pay_cases\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`short_pay_cases_updated_at_idx\` ON \`short_pay_cases\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`short_pay_cases_created_at_idx\` ON \`short_pay_cases\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`portal_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`account_number\` text NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`phone\` text,
  	\`invoice_number\` text,
  	\`payment_number\` text,
  	\`locale\` text DEFAULT 'en',
  	\`status\` text DEFAULT 'Submitted' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`portal_registrations_email_idx\` ON \`portal_registrations\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`portal_registrations_account_number_idx\` ON \`portal_registrations\` (\`account_number\`);`)
  await db.run(sql`CREATE INDEX \`portal_registrations_updated_at_idx\` ON \`portal_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portal_registrations_created_at_idx\` ON \`portal_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`email_accountNumber_idx\` ON \`portal_registrations\` (\`email\`,\`account_number\`);`)
  await db.run(sql`ALTER TABLE \`customer_accounts_contacts\` ADD \`first_name\` text;`)
  await db.run(sql`ALTER TABLE \`customer_accounts_contacts\` ADD \`last_name\` text;`)
  await db.run(sql`ALTER TABLE \`customer_accounts_contacts\` ADD \`has_portal_account\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`invoices_id\` integer REFERENCES invoices(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`invoice_payments_id\` integer REFERENCES invoice_payments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`short_pay_reasons_id\` integer REFERENCES short_pay_reasons(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`short_pay_cases_id\` integer REFERENCES short_pay_cases(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`portal_registrations_id\` integer REFERENCES portal_registrations(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoices_id_idx\` ON \`payload_locked_documents_rels\` (\`invoices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoice_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`invoice_payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_short_pay_reasons_id_idx\` ON \`payload_locked_documents_rels\` (\`short_pay_reasons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_short_pay_cases_id_idx\` ON \`payload_locked_documents_rels\` (\`short_pay_cases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portal_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`portal_registrations_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`customer_portal_url\` text;`)
  // The portal address becomes one per language: the old default (the dashboard) becomes each language's sign-in page; an address staff set is kept for both.
  await db.run(sql`UPDATE "site_settings_locales" SET "customer_portal_url" = COALESCE(NULLIF((SELECT s."customer_portal_url" FROM "site_settings" s WHERE s."id" = "site_settings_locales"."_parent_id"), 'https://portal.boxline.example/dashboard'), 'https://portal.boxline.example/' || "site_settings_locales"."_locale" || '/login');`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`customer_portal_url\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`invoices_open_items\`;`)
  await db.run(sql`DROP TABLE \`invoices\`;`)
  await db.run(sql`DROP TABLE \`invoice_payments_allocations\`;`)
  await db.run(sql`DROP TABLE \`invoice_payments\`;`)
  await db.run(sql`DROP TABLE \`short_pay_reasons\`;`)
  await db.run(sql`DROP TABLE \`short_pay_reasons_locales\`;`)
  await db.run(sql`DROP TABLE \`short_pay_cases\`;`)
  await db.run(sql`DROP TABLE \`portal_registrations\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`product_categories_id\` integer,
  	\`containers_id\` integer,
  	\`accessory_kits_id\` integer,
  	\`accessories_id\` integer,
  	\`closures_id\` integer,
  	\`tax_rates_id\` integer,
  	\`carts_id\` integer,
  	\`orders_id\` integer,
  	\`used_units_id\` integer,
  	\`leads_id\` integer,
  	\`customer_accounts_id\` integer,
  	\`payment_transactions_id\` integer,
  	\`users_id\` integer,
  	\`outbox_id\` integer,
  	\`captcha_solutions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`containers_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accessory_kits_id\`) REFERENCES \`accessory_kits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accessories_id\`) REFERENCES \`accessories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`closures_id\`) REFERENCES \`closures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tax_rates_id\`) REFERENCES \`tax_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`used_units_id\`) REFERENCES \`used_units\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_accounts_id\`) REFERENCES \`customer_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_transactions_id\`) REFERENCES \`payment_transactions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captcha_solutions_id\`) REFERENCES \`captcha_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "product_categories_id", "containers_id", "accessory_kits_id", "accessories_id", "closures_id", "tax_rates_id", "carts_id", "orders_id", "used_units_id", "leads_id", "customer_accounts_id", "payment_transactions_id", "users_id", "outbox_id", "captcha_solutions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "product_categories_id", "containers_id", "accessory_kits_id", "accessories_id", "closures_id", "tax_rates_id", "carts_id", "orders_id", "used_units_id", "leads_id", "customer_accounts_id", "payment_transactions_id", "users_id", "outbox_id", "captcha_solutions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_containers_id_idx\` ON \`payload_locked_documents_rels\` (\`containers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accessory_kits_id_idx\` ON \`payload_locked_documents_rels\` (\`accessory_kits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accessories_id_idx\` ON \`payload_locked_documents_rels\` (\`accessories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_closures_id_idx\` ON \`payload_locked_documents_rels\` (\`closures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tax_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`tax_rates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_used_units_id_idx\` ON \`payload_locked_documents_rels\` (\`used_units_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_transactions_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_transactions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_solutions_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_solutions_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`customer_portal_url\` text DEFAULT 'https://portal.boxline.example/dashboard';`)
  await db.run(sql`ALTER TABLE \`customer_accounts_contacts\` DROP COLUMN \`first_name\`;`)
  await db.run(sql`ALTER TABLE \`customer_accounts_contacts\` DROP COLUMN \`last_name\`;`)
  await db.run(sql`ALTER TABLE \`customer_accounts_contacts\` DROP COLUMN \`has_portal_account\`;`)
  await db.run(sql`UPDATE "site_settings" SET "customer_portal_url" = COALESCE((SELECT l."customer_portal_url" FROM "site_settings_locales" l WHERE l."_parent_id" = "site_settings"."id" AND l."_locale" = 'en'), "customer_portal_url");`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`customer_portal_url\`;`)
}
