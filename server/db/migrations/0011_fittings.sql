CREATE TABLE "fitting_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fitting_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fitting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"comment" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fitting_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fitting_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fitting_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "fitting_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fitting_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fitting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fitting_meetings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fitting_meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fitting_id" integer NOT NULL,
	"date" date NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	"status" text NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	"comment" text,
	"consultant_id" integer,
	"technician_id" integer,
	"room_id" integer,
	"car_id" integer,
	"address_type" text DEFAULT 'CLIENT' NOT NULL,
	"address" jsonb
);
--> statement-breakpoint
CREATE TABLE "fitting_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_sv" text NOT NULL,
	"name_en" text NOT NULL,
	"consultant_group_id" integer,
	"technician_group_id" integer,
	"room_group_id" integer,
	"car_group_id" integer,
	"consultant_mandatory" boolean NOT NULL,
	"technician_mandatory" boolean NOT NULL,
	"executing_facility_id" integer NOT NULL,
	"description_sv" text NOT NULL,
	"description_en" text NOT NULL,
	"category_value" text NOT NULL,
	"category_label_sv" text NOT NULL,
	"category_label_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fittings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fittings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"content_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"prescriber_id" integer NOT NULL,
	"consultant_id" integer,
	"technician_id" integer,
	"contact_id" integer,
	"status" integer NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	"order_date" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"is_new_item" boolean NOT NULL,
	"product_id" integer,
	"text" text,
	"form" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "fittings_content_id_unique" UNIQUE("content_id")
);
--> statement-breakpoint
CREATE TABLE "resource_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"user_id" integer,
	"first_name" text,
	"surname" text,
	"phone_no" text,
	"email" text
);
--> statement-breakpoint
ALTER TABLE "fitting_comments" ADD CONSTRAINT "fitting_comments_fitting_id_fittings_id_fk" FOREIGN KEY ("fitting_id") REFERENCES "public"."fittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_comments" ADD CONSTRAINT "fitting_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_events" ADD CONSTRAINT "fitting_events_fitting_id_fittings_id_fk" FOREIGN KEY ("fitting_id") REFERENCES "public"."fittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_events" ADD CONSTRAINT "fitting_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_files" ADD CONSTRAINT "fitting_files_fitting_id_fittings_id_fk" FOREIGN KEY ("fitting_id") REFERENCES "public"."fittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_files" ADD CONSTRAINT "fitting_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_meetings" ADD CONSTRAINT "fitting_meetings_fitting_id_fittings_id_fk" FOREIGN KEY ("fitting_id") REFERENCES "public"."fittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_meetings" ADD CONSTRAINT "fitting_meetings_consultant_id_resources_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_meetings" ADD CONSTRAINT "fitting_meetings_technician_id_resources_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_meetings" ADD CONSTRAINT "fitting_meetings_room_id_resources_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_meetings" ADD CONSTRAINT "fitting_meetings_car_id_resources_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_types" ADD CONSTRAINT "fitting_types_consultant_group_id_resource_groups_id_fk" FOREIGN KEY ("consultant_group_id") REFERENCES "public"."resource_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_types" ADD CONSTRAINT "fitting_types_technician_group_id_resource_groups_id_fk" FOREIGN KEY ("technician_group_id") REFERENCES "public"."resource_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_types" ADD CONSTRAINT "fitting_types_room_group_id_resource_groups_id_fk" FOREIGN KEY ("room_group_id") REFERENCES "public"."resource_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_types" ADD CONSTRAINT "fitting_types_car_group_id_resource_groups_id_fk" FOREIGN KEY ("car_group_id") REFERENCES "public"."resource_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_types" ADD CONSTRAINT "fitting_types_executing_facility_id_facilities_id_fk" FOREIGN KEY ("executing_facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fittings" ADD CONSTRAINT "fittings_content_id_web_order_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."web_order_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fittings" ADD CONSTRAINT "fittings_order_id_web_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."web_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fittings" ADD CONSTRAINT "fittings_type_id_fitting_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."fitting_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fittings" ADD CONSTRAINT "fittings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fittings" ADD CONSTRAINT "fittings_prescriber_id_users_id_fk" FOREIGN KEY ("prescriber_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fittings" ADD CONSTRAINT "fittings_consultant_id_resources_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fittings" ADD CONSTRAINT "fittings_technician_id_resources_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fittings" ADD CONSTRAINT "fittings_contact_id_client_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fittings" ADD CONSTRAINT "fittings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_group_id_resource_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."resource_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitting_comments_fitting_idx" ON "fitting_comments" USING btree ("fitting_id","at");--> statement-breakpoint
CREATE INDEX "fitting_events_fitting_idx" ON "fitting_events" USING btree ("fitting_id","at");--> statement-breakpoint
CREATE INDEX "fitting_files_fitting_idx" ON "fitting_files" USING btree ("fitting_id");--> statement-breakpoint
CREATE INDEX "fitting_meetings_fitting_idx" ON "fitting_meetings" USING btree ("fitting_id","date","from_time");--> statement-breakpoint
CREATE INDEX "fittings_prescriber_idx" ON "fittings" USING btree ("prescriber_id");--> statement-breakpoint
CREATE INDEX "fittings_consultant_idx" ON "fittings" USING btree ("consultant_id");--> statement-breakpoint
CREATE INDEX "fittings_technician_idx" ON "fittings" USING btree ("technician_id");--> statement-breakpoint
CREATE INDEX "fittings_client_idx" ON "fittings" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "fittings_status_idx" ON "fittings" USING btree ("status","closed_at");--> statement-breakpoint
CREATE INDEX "resources_group_idx" ON "resources" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "resources_user_idx" ON "resources" USING btree ("user_id");