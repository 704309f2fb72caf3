CREATE TABLE "deviation_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deviation_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deviation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deviations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deviations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"reference_type_id" integer,
	"reference_value" text,
	"stock_item_id" integer,
	"description" text NOT NULL,
	"status" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deviations_reference" CHECK (("deviations"."reference_type_id" IS NULL) = ("deviations"."reference_value" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "deviation_files" ADD CONSTRAINT "deviation_files_deviation_id_deviations_id_fk" FOREIGN KEY ("deviation_id") REFERENCES "public"."deviations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deviation_files" ADD CONSTRAINT "deviation_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deviations" ADD CONSTRAINT "deviations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deviations" ADD CONSTRAINT "deviations_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deviation_files_deviation_idx" ON "deviation_files" USING btree ("deviation_id","at");--> statement-breakpoint
CREATE INDEX "deviations_user_idx" ON "deviations" USING btree ("user_id","created_at","id","status");