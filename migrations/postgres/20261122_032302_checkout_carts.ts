import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_carts_contact_country" AS ENUM('US', 'CA');
  CREATE TYPE "public"."enum_carts_site_address_country" AS ENUM('US', 'CA');
  CREATE TYPE "public"."enum_carts_billing_address_country" AS ENUM('US', 'CA');
  ALTER TABLE "carts" ADD COLUMN "contact_first_name" varchar;
  ALTER TABLE "carts" ADD COLUMN "contact_last_name" varchar;
  ALTER TABLE "carts" ADD COLUMN "contact_company_name" varchar;
  ALTER TABLE "carts" ADD COLUMN "contact_email" varchar;
  ALTER TABLE "carts" ADD COLUMN "contact_phone" varchar;
  ALTER TABLE "carts" ADD COLUMN "contact_zip_code" varchar;
  ALTER TABLE "carts" ADD COLUMN "contact_country" "enum_carts_contact_country";
  ALTER TABLE "carts" ADD COLUMN "contact_existing_customer" boolean DEFAULT false;
  ALTER TABLE "carts" ADD COLUMN "contact_account_number" varchar;
  ALTER TABLE "carts" ADD COLUMN "contact_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "carts" ADD COLUMN "site_address_street" varchar;
  ALTER TABLE "carts" ADD COLUMN "site_address_city" varchar;
  ALTER TABLE "carts" ADD COLUMN "site_address_state" varchar;
  ALTER TABLE "carts" ADD COLUMN "site_address_zip_code" varchar;
  ALTER TABLE "carts" ADD COLUMN "site_address_country" "enum_carts_site_address_country";
  ALTER TABLE "carts" ADD COLUMN "billing_same_as_site" boolean DEFAULT true;
  ALTER TABLE "carts" ADD COLUMN "billing_address_street" varchar;
  ALTER TABLE "carts" ADD COLUMN "billing_address_city" varchar;
  ALTER TABLE "carts" ADD COLUMN "billing_address_state" varchar;
  ALTER TABLE "carts" ADD COLUMN "billing_address_zip_code" varchar;
  ALTER TABLE "carts" ADD COLUMN "billing_address_country" "enum_carts_billing_address_country";
  ALTER TABLE "carts" ADD COLUMN "terms_accepted_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carts" DROP COLUMN "contact_first_name";
  ALTER TABLE "carts" DROP COLUMN "contact_last_name";
  ALTER TABLE "carts" DROP COLUMN "contact_company_name";
  ALTER TABLE "carts" DROP COLUMN "contact_email";
  ALTER TABLE "carts" DROP COLUMN "contact_phone";
  ALTER TABLE "carts" DROP COLUMN "contact_zip_code";
  ALTER TABLE "carts" DROP COLUMN "contact_country";
  ALTER TABLE "carts" DROP COLUMN "contact_existing_customer";
  ALTER TABLE "carts" DROP COLUMN "contact_account_number";
  ALTER TABLE "carts" DROP COLUMN "contact_submitted_at";
  ALTER TABLE "carts" DROP COLUMN "site_address_street";
  ALTER TABLE "carts" DROP COLUMN "site_address_city";
  ALTER TABLE "carts" DROP COLUMN "site_address_state";
  ALTER TABLE "carts" DROP COLUMN "site_address_zip_code";
  ALTER TABLE "carts" DROP COLUMN "site_address_country";
  ALTER TABLE "carts" DROP COLUMN "billing_same_as_site";
  ALTER TABLE "carts" DROP COLUMN "billing_address_street";
  ALTER TABLE "carts" DROP COLUMN "billing_address_city";
  ALTER TABLE "carts" DROP COLUMN "billing_address_state";
  ALTER TABLE "carts" DROP COLUMN "billing_address_zip_code";
  ALTER TABLE "carts" DROP COLUMN "billing_address_country";
  ALTER TABLE "carts" DROP COLUMN "terms_accepted_at";
  DROP TYPE "public"."enum_carts_contact_country";
  DROP TYPE "public"."enum_carts_site_address_country";
  DROP TYPE "public"."enum_carts_billing_address_country";`)
}
