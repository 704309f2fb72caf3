CREATE TABLE "active_orders" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_sv" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "population_register" (
	"identity_number" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"street" text,
	"postal_no" text,
	"city" text,
	"customer_id" text
);
--> statement-breakpoint
CREATE TABLE "web_order_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_order_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"content_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"comment" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_order_contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_order_contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"content_type" text NOT NULL,
	"status" integer NOT NULL,
	"external_status" integer,
	"external_status_comment" text,
	"steps" integer DEFAULT 0 NOT NULL,
	"current_step" integer DEFAULT 1 NOT NULL,
	"delivery_date" date,
	"requested_delivery_date" date,
	"contact_before_delivery" boolean DEFAULT false NOT NULL,
	"address" jsonb,
	"from_address" jsonb,
	"contact" jsonb,
	"delivery_method_id" integer,
	"codelivery_id" integer DEFAULT 0 NOT NULL,
	"sub_content_type_id" integer,
	"priority_id" integer,
	"text" text,
	"product_id" integer,
	"external_product" jsonb,
	"quantity" integer DEFAULT 1 NOT NULL,
	"makes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accessories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pickup_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"function_id" integer,
	"function_type_id" integer,
	"fitting_type_id" integer,
	"from_facility_id" integer,
	"to_warehouse_location_id" integer,
	"parent_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_order_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_order_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"content_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_order_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_order_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"event" text NOT NULL,
	"status" integer NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000 CACHE 1),
	"order_number" text NOT NULL,
	"receiver_type" text NOT NULL,
	"client_id" integer,
	"facility_id" integer,
	"status" integer DEFAULT 10 NOT NULL,
	"note" text,
	"ordered_by" integer NOT NULL,
	"responsible" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"order_date" timestamp with time zone,
	"send_key" text,
	CONSTRAINT "web_orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "web_orders_receiver" CHECK (("web_orders"."client_id" IS NULL) <> ("web_orders"."facility_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "active_orders" ADD CONSTRAINT "active_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_orders" ADD CONSTRAINT "active_orders_order_id_web_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."web_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "population_register" ADD CONSTRAINT "population_register_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_order_comments" ADD CONSTRAINT "web_order_comments_content_id_web_order_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."web_order_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_order_comments" ADD CONSTRAINT "web_order_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_order_contents" ADD CONSTRAINT "web_order_contents_order_id_web_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."web_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_order_contents" ADD CONSTRAINT "web_order_contents_delivery_method_id_delivery_methods_id_fk" FOREIGN KEY ("delivery_method_id") REFERENCES "public"."delivery_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_order_contents" ADD CONSTRAINT "web_order_contents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_order_contents" ADD CONSTRAINT "web_order_contents_from_facility_id_facilities_id_fk" FOREIGN KEY ("from_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_order_contents" ADD CONSTRAINT "web_order_contents_to_warehouse_location_id_warehouse_locations_id_fk" FOREIGN KEY ("to_warehouse_location_id") REFERENCES "public"."warehouse_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_order_files" ADD CONSTRAINT "web_order_files_content_id_web_order_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."web_order_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_order_files" ADD CONSTRAINT "web_order_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_order_history" ADD CONSTRAINT "web_order_history_order_id_web_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."web_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_order_history" ADD CONSTRAINT "web_order_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_orders" ADD CONSTRAINT "web_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_orders" ADD CONSTRAINT "web_orders_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_orders" ADD CONSTRAINT "web_orders_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_orders" ADD CONSTRAINT "web_orders_responsible_users_id_fk" FOREIGN KEY ("responsible") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_order_comments_content_idx" ON "web_order_comments" USING btree ("content_id","at");--> statement-breakpoint
CREATE INDEX "web_order_contents_order_idx" ON "web_order_contents" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "web_order_contents_line_idx" ON "web_order_contents" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "web_order_files_content_idx" ON "web_order_files" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "web_order_history_order_idx" ON "web_order_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "web_orders_ordered_by_idx" ON "web_orders" USING btree ("ordered_by","status","order_date");--> statement-breakpoint
CREATE INDEX "web_orders_client_idx" ON "web_orders" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "web_orders_facility_idx" ON "web_orders" USING btree ("facility_id");