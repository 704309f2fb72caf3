CREATE TABLE "inventories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"facility_id" integer NOT NULL,
	"status" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	CONSTRAINT "inventories_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "inventory_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inventory_id" integer NOT NULL,
	"stock_item_id" integer,
	"product_id" integer NOT NULL,
	"warehouse_location_id" integer,
	"inventory_number" text,
	"batch" text,
	"search_text" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 20 NOT NULL,
	"reported_qty" integer,
	"balance_at_reported_time" integer,
	"reported_at" timestamp with time zone,
	"reported_by" integer,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"changed_ms" bigint NOT NULL,
	CONSTRAINT "inventory_lines_reported_qty_check" CHECK ("inventory_lines"."reported_qty" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_warehouse_location_id_warehouse_locations_id_fk" FOREIGN KEY ("warehouse_location_id") REFERENCES "public"."warehouse_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_lines_inventory_idx" ON "inventory_lines" USING btree ("inventory_id","id");--> statement-breakpoint
CREATE INDEX "inventory_lines_stock_item_idx" ON "inventory_lines" USING btree ("stock_item_id");--> statement-breakpoint
-- One open count (below 90, confirmed) a storage: of two Start count calls racing, one gets 409.
CREATE UNIQUE INDEX "inventories_open_idx" ON "inventories" USING btree ("facility_id") WHERE "status" < 90;--> statement-breakpoint
-- The line search (issue 18: a count of 10,000 lines): each word anywhere in the line's words.
CREATE INDEX "inventory_lines_search_trgm_idx" ON "inventory_lines" USING gin ("search_text" gin_trgm_ops);
