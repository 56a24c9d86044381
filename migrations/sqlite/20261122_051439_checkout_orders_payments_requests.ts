import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_quote_form_form_fields_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form_form_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_form_fields_options_order_idx\` ON \`pages_blocks_quote_form_form_fields_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_form_fields_options_parent_id_idx\` ON \`pages_blocks_quote_form_form_fields_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote_form_form_fields_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form_form_fields_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_quote_form_form_fields_options_locales_locale_p\` ON \`pages_blocks_quote_form_form_fields_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote_form_form_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item_type\` text DEFAULT 'fieldText' NOT NULL,
  	\`name\` text,
  	\`width\` text DEFAULT 'full',
  	\`is_required\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_form_fields_order_idx\` ON \`pages_blocks_quote_form_form_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_form_fields_parent_id_idx\` ON \`pages_blocks_quote_form_form_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote_form_form_fields_locales\` (
  	\`label\` text NOT NULL,
  	\`placeholder\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form_form_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_quote_form_form_fields_locales_locale_parent_id\` ON \`pages_blocks_quote_form_form_fields_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote_form_industries_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_industries_options_order_idx\` ON \`pages_blocks_quote_form_industries_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_industries_options_parent_id_idx\` ON \`pages_blocks_quote_form_industries_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote_form_industries_options_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form_industries_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_quote_form_industries_options_locales_locale_pa\` ON \`pages_blocks_quote_form_industries_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote_form_option_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_option_cards_cards_order_idx\` ON \`pages_blocks_quote_form_option_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_option_cards_cards_parent_id_idx\` ON \`pages_blocks_quote_form_option_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote_form_option_cards_cards_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form_option_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_quote_form_option_cards_cards_locales_locale_pa\` ON \`pages_blocks_quote_form_option_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`option_cards_mode\` text DEFAULT 'checkbox',
  	\`submit_cta_width\` text DEFAULT 'fixed',
  	\`captcha_gate\` integer DEFAULT false,
  	\`thank_you_page\` text,
  	\`background\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_order_idx\` ON \`pages_blocks_quote_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_parent_id_idx\` ON \`pages_blocks_quote_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_path_idx\` ON \`pages_blocks_quote_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`site_address_heading\` text,
  	\`industries_label\` text,
  	\`option_cards_legend\` text,
  	\`consent_message\` text,
  	\`submit_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_quote_form_locales_locale_parent_id_unique\` ON \`pages_blocks_quote_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tax_rates_components\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`rate\` numeric NOT NULL,
  	\`applies_to_fees\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tax_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tax_rates_components_order_idx\` ON \`tax_rates_components\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tax_rates_components_parent_id_idx\` ON \`tax_rates_components\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tax_rates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`country\` text NOT NULL,
  	\`region\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`tax_rates_updated_at_idx\` ON \`tax_rates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tax_rates_created_at_idx\` ON \`tax_rates\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`country_region_idx\` ON \`tax_rates\` (\`country\`,\`region\`);`)
  await db.run(sql`CREATE TABLE \`orders_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_code\` text,
  	\`container_name_en\` text,
  	\`container_name_fr\` text,
  	\`category_code\` text,
  	\`container_quantity\` numeric,
  	\`kit_description\` text,
  	\`kit_label_en\` text,
  	\`kit_label_fr\` text,
  	\`kit_quantity\` numeric,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`estimated_delivery\` text,
  	\`billing_cycles\` numeric,
  	\`total_before_tax\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_lines_order_idx\` ON \`orders_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_parent_id_idx\` ON \`orders_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`orders_totals_tax_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`label\` text,
  	\`rate_bps\` numeric,
  	\`amount\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_totals_tax_lines_order_idx\` ON \`orders_totals_tax_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_totals_tax_lines_parent_id_idx\` ON \`orders_totals_tax_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_number\` text NOT NULL,
  	\`status\` text DEFAULT 'Placed' NOT NULL,
  	\`web_cart_id\` text NOT NULL,
  	\`transaction_id\` text NOT NULL,
  	\`confirmation_token\` text NOT NULL,
  	\`locale\` text DEFAULT 'en' NOT NULL,
  	\`currency\` text NOT NULL,
  	\`total_after_tax\` numeric NOT NULL,
  	\`totals_container_recurring_rental\` numeric,
  	\`totals_accessories_recurring_rental\` numeric,
  	\`totals_recurring_rental_cost\` numeric,
  	\`totals_total_container_rental\` numeric,
  	\`totals_total_accessories_rental\` numeric,
  	\`totals_delivery_and_return_fee\` numeric,
  	\`totals_total_before_tax\` numeric,
  	\`totals_tax\` numeric,
  	\`totals_total_after_tax\` numeric,
  	\`contact_first_name\` text,
  	\`contact_last_name\` text,
  	\`contact_company_name\` text,
  	\`contact_email\` text,
  	\`contact_phone\` text,
  	\`contact_account_number\` text,
  	\`site_address_street\` text,
  	\`site_address_city\` text,
  	\`site_address_state\` text,
  	\`site_address_zip_code\` text,
  	\`site_address_country\` text,
  	\`billing_address_street\` text,
  	\`billing_address_city\` text,
  	\`billing_address_state\` text,
  	\`billing_address_zip_code\` text,
  	\`billing_address_country\` text,
  	\`payment_method\` text NOT NULL,
  	\`payment_brand\` text,
  	\`payment_last_four\` text,
  	\`payment_expiry\` text,
  	\`payment_auth_code\` text,
  	\`payment_auth_reference\` text,
  	\`payment_authorized_at\` text,
  	\`payment_amount\` numeric,
  	\`confirmation_email_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`confirmation_email_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_number_idx\` ON \`orders\` (\`order_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_web_cart_id_idx\` ON \`orders\` (\`web_cart_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_transaction_id_idx\` ON \`orders\` (\`transaction_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_confirmation_token_idx\` ON \`orders\` (\`confirmation_token\`);`)
  await db.run(sql`CREATE INDEX \`orders_confirmation_email_idx\` ON \`orders\` (\`confirmation_email_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`leads_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_texts_order_parent\` ON \`leads_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`customer_accounts_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customer_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customer_accounts_contacts_order_idx\` ON \`customer_accounts_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`customer_accounts_contacts_parent_id_idx\` ON \`customer_accounts_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`customer_accounts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`account_number\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`company_code\` text NOT NULL,
  	\`currency\` text,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`bill_to_street\` text,
  	\`bill_to_city\` text,
  	\`bill_to_state\` text,
  	\`bill_to_zip_code\` text,
  	\`bill_to_country\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_accounts_account_number_idx\` ON \`customer_accounts\` (\`account_number\`);`)
  await db.run(sql`CREATE INDEX \`customer_accounts_updated_at_idx\` ON \`customer_accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_accounts_created_at_idx\` ON \`customer_accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_transactions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`transaction_id\` text NOT NULL,
  	\`session_id\` text NOT NULL,
  	\`accepted_session\` text,
  	\`reference\` text NOT NULL,
  	\`decision\` text NOT NULL,
  	\`reason_code\` numeric NOT NULL,
  	\`amount_cents\` numeric NOT NULL,
  	\`currency\` text NOT NULL,
  	\`method\` text NOT NULL,
  	\`card_brand\` text NOT NULL,
  	\`last4\` text NOT NULL,
  	\`card_expiry\` text,
  	\`account_type\` text,
  	\`auth_code\` text,
  	\`auth_trans_ref_no\` text,
  	\`auth_time\` text,
  	\`signed_date_time\` text NOT NULL,
  	\`bill_to_first_name\` text NOT NULL,
  	\`bill_to_last_name\` text NOT NULL,
  	\`used_by_order\` text,
  	\`used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_transactions_transaction_id_idx\` ON \`payment_transactions\` (\`transaction_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_transactions_session_id_idx\` ON \`payment_transactions\` (\`session_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_transactions_accepted_session_idx\` ON \`payment_transactions\` (\`accepted_session\`);`)
  await db.run(sql`CREATE INDEX \`payment_transactions_reference_idx\` ON \`payment_transactions\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`payment_transactions_decision_idx\` ON \`payment_transactions\` (\`decision\`);`)
  await db.run(sql`CREATE INDEX \`payment_transactions_used_by_order_idx\` ON \`payment_transactions\` (\`used_by_order\`);`)
  await db.run(sql`CREATE INDEX \`payment_transactions_updated_at_idx\` ON \`payment_transactions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_transactions_created_at_idx\` ON \`payment_transactions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`support_service_type\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`support_account_number\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`support_contract_number\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`support_invoice_number\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`support_units\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`support_new_site_zip\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`support_new_site_country\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`support_new_site_state\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`support_new_site_city\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`support_new_site_address\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`support_new_site_contact\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`rental_quote_form_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`rental_quote_block_id\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`rental_quote_industry\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`rental_quote_other_industry\` text;`)
  await db.run(sql`CREATE INDEX \`leads_support_support_service_type_idx\` ON \`leads\` (\`support_service_type\`);`)
  await db.run(sql`CREATE INDEX \`leads_support_support_account_number_idx\` ON \`leads\` (\`support_account_number\`);`)
  await db.run(sql`CREATE INDEX \`leads_support_support_contract_number_idx\` ON \`leads\` (\`support_contract_number\`);`)
  await db.run(sql`CREATE INDEX \`leads_rental_quote_rental_quote_form_page_idx\` ON \`leads\` (\`rental_quote_form_page_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_rental_quote_rental_quote_industry_idx\` ON \`leads\` (\`rental_quote_industry\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tax_rates_id\` integer REFERENCES tax_rates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orders_id\` integer REFERENCES orders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`customer_accounts_id\` integer REFERENCES customer_accounts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payment_transactions_id\` integer REFERENCES payment_transactions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tax_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`tax_rates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_transactions_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_transactions_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cart_abandon_after_hours\` numeric DEFAULT 72 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`customer_portal_url\` text DEFAULT 'https://portal.boxline.example/dashboard';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_form_fields_options\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_form_fields_options_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_form_fields\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_form_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_industries_options\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_industries_options_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_option_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_option_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_locales\`;`)
  await db.run(sql`DROP TABLE \`tax_rates_components\`;`)
  await db.run(sql`DROP TABLE \`tax_rates\`;`)
  await db.run(sql`DROP TABLE \`orders_lines\`;`)
  await db.run(sql`DROP TABLE \`orders_totals_tax_lines\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`leads_texts\`;`)
  await db.run(sql`DROP TABLE \`customer_accounts_contacts\`;`)
  await db.run(sql`DROP TABLE \`customer_accounts\`;`)
  await db.run(sql`DROP TABLE \`payment_transactions\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`staff_notes\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`company\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`site_zip\` text,
  	\`site_country\` text,
  	\`site_state\` text,
  	\`site_city\` text,
  	\`site_address\` text,
  	\`comments\` text,
  	\`details\` text,
  	\`buy_quote_unit_id\` integer,
  	\`buy_quote_unit_number\` text,
  	\`buy_quote_best_offer\` numeric,
  	\`buy_quote_currency\` text,
  	\`buy_quote_unit_snapshot\` text,
  	\`consent_text\` text,
  	\`submitted\` text,
  	\`locale\` text NOT NULL,
  	\`page\` text,
  	\`idempotency_key\` text NOT NULL,
  	\`request_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`buy_quote_unit_id\`) REFERENCES \`used_units\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "reference", "kind", "status", "staff_notes", "first_name", "last_name", "company", "email", "phone", "site_zip", "site_country", "site_state", "site_city", "site_address", "comments", "details", "buy_quote_unit_id", "buy_quote_unit_number", "buy_quote_best_offer", "buy_quote_currency", "buy_quote_unit_snapshot", "consent_text", "submitted", "locale", "page", "idempotency_key", "request_hash", "updated_at", "created_at") SELECT "id", "reference", "kind", "status", "staff_notes", "first_name", "last_name", "company", "email", "phone", "site_zip", "site_country", "site_state", "site_city", "site_address", "comments", "details", "buy_quote_unit_id", "buy_quote_unit_number", "buy_quote_best_offer", "buy_quote_currency", "buy_quote_unit_snapshot", "consent_text", "submitted", "locale", "page", "idempotency_key", "request_hash", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_reference_idx\` ON \`leads\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`leads_kind_idx\` ON \`leads\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_email_idx\` ON \`leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`leads_buy_quote_buy_quote_unit_idx\` ON \`leads\` (\`buy_quote_unit_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_buy_quote_buy_quote_unit_number_idx\` ON \`leads\` (\`buy_quote_unit_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_idempotency_key_idx\` ON \`leads\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
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
  	\`carts_id\` integer,
  	\`used_units_id\` integer,
  	\`leads_id\` integer,
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
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`used_units_id\`) REFERENCES \`used_units\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captcha_solutions_id\`) REFERENCES \`captcha_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "product_categories_id", "containers_id", "accessory_kits_id", "accessories_id", "closures_id", "carts_id", "used_units_id", "leads_id", "users_id", "outbox_id", "captcha_solutions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "product_categories_id", "containers_id", "accessory_kits_id", "accessories_id", "closures_id", "carts_id", "used_units_id", "leads_id", "users_id", "outbox_id", "captcha_solutions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_used_units_id_idx\` ON \`payload_locked_documents_rels\` (\`used_units_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_solutions_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_solutions_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cart_abandon_after_hours\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`customer_portal_url\`;`)
}
