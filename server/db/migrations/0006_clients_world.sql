CREATE TABLE "client_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"description" text NOT NULL,
	"care_of" text,
	"street" text NOT NULL,
	"postal_no" text NOT NULL,
	"city" text NOT NULL,
	"is_registered" boolean DEFAULT false NOT NULL,
	"facility_id" integer
);
--> statement-breakpoint
CREATE TABLE "client_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"relation" text NOT NULL,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"phone_no" text NOT NULL,
	"email" text,
	"is_primary_contact" boolean DEFAULT false NOT NULL,
	"is_editable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holding_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holding_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"stock_item_id" integer,
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"quantity" integer NOT NULL,
	"allocated_quantity" integer DEFAULT 0 NOT NULL,
	"inventory_number" text,
	"batch" text,
	"facility_id" integer,
	"other_client_id" integer,
	"reason_code_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iso_codes" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "iso_codes_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "item_classes" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_accessories" (
	"product_id" integer NOT NULL,
	"accessory_id" integer NOT NULL,
	CONSTRAINT "product_accessories_product_id_accessory_id_pk" PRIMARY KEY("product_id","accessory_id")
);
--> statement-breakpoint
CREATE TABLE "reason_codes" (
	"id" integer PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"label_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"facility_id" integer,
	"warehouse_location_id" integer,
	"client_id" integer,
	"parent_id" integer,
	"quantity" integer NOT NULL,
	"allocated_quantity" integer DEFAULT 0 NOT NULL,
	"inventory_number" text,
	"batch" text,
	"serial_number" text,
	"customization_number" text,
	"goods_owner" text,
	"note" text,
	"has_deviation" boolean DEFAULT false NOT NULL,
	"acquisition_date" date,
	"service_date" date,
	"inspection_date" date,
	"warranty_to_date" date,
	"handed_over_date" date,
	"handed_over_by" text,
	"handed_over_information" text,
	"prescriber_name" text,
	"prescription_date" date
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"stock_item_id" integer,
	"quantity" integer NOT NULL,
	"max_quantity" integer NOT NULL,
	"reported_quantity" integer DEFAULT 0 NOT NULL,
	"returned_quantity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"description" text NOT NULL,
	"status" integer NOT NULL,
	"planned_date_time" timestamp with time zone NOT NULL,
	"order_number" text,
	"base_storage_id" integer,
	"from_warehouse_id" integer,
	"to_client_id" integer,
	"to_facility_id" integer,
	"responsible_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "warehouse_locations" (
	"id" integer PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"is_allocatable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" integer PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "warehouses_value_unique" UNIQUE("value")
);
--> statement-breakpoint
-- The world (clients, products, stock) is seed data only so far: emptied here, reseeded by the server on start.
ALTER TABLE "stock_balances" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "stock_balances" CASCADE;--> statement-breakpoint
DELETE FROM "clients";--> statement-breakpoint
DELETE FROM "products";--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_identity_number_unique";--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "id" ADD GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "type" text DEFAULT 'PERSON' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "deregistration_date" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "deregistration_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "item_class_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "iso_code_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "supplier_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_batch_controlled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_serial_number_controlled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "replenishment_group" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "makes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holding_transactions" ADD CONSTRAINT "holding_transactions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holding_transactions" ADD CONSTRAINT "holding_transactions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holding_transactions" ADD CONSTRAINT "holding_transactions_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holding_transactions" ADD CONSTRAINT "holding_transactions_other_client_id_clients_id_fk" FOREIGN KEY ("other_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holding_transactions" ADD CONSTRAINT "holding_transactions_reason_code_id_reason_codes_id_fk" FOREIGN KEY ("reason_code_id") REFERENCES "public"."reason_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holding_transactions" ADD CONSTRAINT "holding_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_accessories" ADD CONSTRAINT "product_accessories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_accessories" ADD CONSTRAINT "product_accessories_accessory_id_products_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_warehouse_location_id_warehouse_locations_id_fk" FOREIGN KEY ("warehouse_location_id") REFERENCES "public"."warehouse_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_lines" ADD CONSTRAINT "task_lines_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_lines" ADD CONSTRAINT "task_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_lines" ADD CONSTRAINT "task_lines_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_base_storage_id_facilities_id_fk" FOREIGN KEY ("base_storage_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_from_warehouse_id_warehouses_id_fk" FOREIGN KEY ("from_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_to_client_id_clients_id_fk" FOREIGN KEY ("to_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_to_facility_id_facilities_id_fk" FOREIGN KEY ("to_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_responsible_user_id_users_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD CONSTRAINT "warehouse_locations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_addresses_client_idx" ON "client_addresses" USING btree ("client_id","is_registered");--> statement-breakpoint
CREATE INDEX "client_addresses_postal_idx" ON "client_addresses" USING btree ("postal_no");--> statement-breakpoint
CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_contacts_primary_idx" ON "client_contacts" USING btree ("client_id") WHERE "client_contacts"."is_primary_contact";--> statement-breakpoint
CREATE INDEX "holding_transactions_client_idx" ON "holding_transactions" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_items_facility_idx" ON "stock_items" USING btree ("facility_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_items_client_idx" ON "stock_items" USING btree ("client_id","handed_over_date");--> statement-breakpoint
CREATE INDEX "stock_items_parent_idx" ON "stock_items" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_items_inventory_number_idx" ON "stock_items" USING btree ("inventory_number");--> statement-breakpoint
CREATE INDEX "task_lines_task_idx" ON "task_lines" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "tasks_client_idx" ON "tasks" USING btree ("to_client_id","type");--> statement-breakpoint
CREATE INDEX "tasks_storage_idx" ON "tasks" USING btree ("base_storage_id","status");--> statement-breakpoint
CREATE INDEX "warehouse_locations_warehouse_idx" ON "warehouse_locations" USING btree ("warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_locations_value_idx" ON "warehouse_locations" USING btree ("warehouse_id","value");--> statement-breakpoint
CREATE INDEX "warehouses_facility_idx" ON "warehouses" USING btree ("facility_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_item_class_id_item_classes_id_fk" FOREIGN KEY ("item_class_id") REFERENCES "public"."item_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_iso_code_id_iso_codes_id_fk" FOREIGN KEY ("iso_code_id") REFERENCES "public"."iso_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_identity_number_idx" ON "clients" USING btree ("identity_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_customer_idx" ON "clients" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "products_item_class_idx" ON "products" USING btree ("item_class_id");--> statement-breakpoint
CREATE INDEX "products_iso_code_idx" ON "products" USING btree ("iso_code_id");--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_id");--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "street";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "postal_no";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "city";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "item_class";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "iso_code";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "supplier";--> statement-breakpoint
DROP INDEX "clients_surname_idx";--> statement-breakpoint
CREATE INDEX "clients_surname_idx" ON "clients" USING btree ("surname","first_name","id");