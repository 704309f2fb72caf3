CREATE TABLE "authorizations" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"auth_id" text NOT NULL,
	CONSTRAINT "authorizations_user_id_type_auth_id_pk" PRIMARY KEY("user_id","type","auth_id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY NOT NULL,
	"identity_number" text NOT NULL,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"street" text NOT NULL,
	"postal_no" text NOT NULL,
	"city" text NOT NULL,
	"phone_no" text,
	"email" text,
	"customer_id" text,
	"use_advance_contact" boolean,
	CONSTRAINT "clients_identity_number_unique" UNIQUE("identity_number")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"phone" text NOT NULL,
	"support_email" text NOT NULL,
	"cookie_policy_url" text NOT NULL,
	"postal_address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_group" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_folders" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_occasions" (
	"id" integer PRIMARY KEY NOT NULL,
	"education_id" integer NOT NULL,
	"start_date_time" timestamp with time zone NOT NULL,
	"end_date_time" timestamp with time zone NOT NULL,
	"max_number_of_attendees" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_registrations" (
	"occasion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "education_registrations_occasion_id_user_id_pk" PRIMARY KEY("occasion_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "educations" (
	"id" integer PRIMARY KEY NOT NULL,
	"page_content_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"category_value" integer NOT NULL,
	"category_label" text NOT NULL,
	"customer_id" text,
	"street" text NOT NULL,
	"postal_no" text NOT NULL,
	"city" text NOT NULL,
	CONSTRAINT "facilities_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "page_contents" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"hyperlink_title" text NOT NULL,
	"hyperlinks" jsonb NOT NULL,
	"file_title" text NOT NULL,
	"file_folder_id" integer,
	CONSTRAINT "page_contents_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_number" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"item_class" text NOT NULL,
	"iso_code" text NOT NULL,
	"supplier" text NOT NULL,
	"supplier_item_number" text NOT NULL,
	"sales_price" numeric(12, 2) NOT NULL,
	"sales_price_quantity" integer NOT NULL,
	"number_of_price_decimals" integer NOT NULL,
	"sales_price_currency" text NOT NULL,
	"is_orderable" boolean NOT NULL,
	"is_fixed_asset" boolean NOT NULL,
	"unit" text NOT NULL,
	"order_control" text NOT NULL,
	CONSTRAINT "products_product_number_unique" UNIQUE("product_number")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"id" integer PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"location" text NOT NULL,
	"quantity" integer NOT NULL,
	"allocated_quantity" integer NOT NULL,
	"batch" text,
	"inventory_number" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"phone_no" text NOT NULL,
	"email" text NOT NULL,
	"reference_id" text NOT NULL,
	"company_id" integer NOT NULL,
	"facility_id" integer,
	"disabled" boolean DEFAULT false NOT NULL,
	"password_expired" boolean DEFAULT false NOT NULL,
	"applications" jsonb NOT NULL,
	"flags" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_folder_id_document_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."document_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_occasions" ADD CONSTRAINT "education_occasions_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_registrations" ADD CONSTRAINT "education_registrations_occasion_id_education_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."education_occasions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_registrations" ADD CONSTRAINT "education_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_page_content_id_page_contents_id_fk" FOREIGN KEY ("page_content_id") REFERENCES "public"."page_contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_contents" ADD CONSTRAINT "page_contents_file_folder_id_document_folders_id_fk" FOREIGN KEY ("file_folder_id") REFERENCES "public"."document_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_surname_idx" ON "clients" USING btree ("surname");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_folder_name_idx" ON "documents" USING btree ("folder_id","name");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stock_balances_facility_idx" ON "stock_balances" USING btree ("facility_id","product_id");