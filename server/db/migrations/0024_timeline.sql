CREATE TABLE "timeline_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timeline_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"event" text NOT NULL,
	"user_id" integer,
	"stock_item_id" integer,
	"inventory_number" text,
	"product_id" integer,
	"quantity" integer,
	"client_id" integer,
	"order_id" integer,
	"content_id" integer,
	"task_id" integer,
	"inventory_id" integer,
	"facility_id" integer,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A task made before this migration: a day before its planned time (nothing kept says when it was made).
UPDATE "tasks" SET "created_at" = LEAST("created_at", "planned_date_time" - interval '1 day');--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timeline_events_stock_item_idx" ON "timeline_events" USING btree ("stock_item_id","at");--> statement-breakpoint
CREATE INDEX "timeline_events_inventory_number_idx" ON "timeline_events" USING btree ("inventory_number","at");--> statement-breakpoint
CREATE INDEX "timeline_events_client_idx" ON "timeline_events" USING btree ("client_id","at");--> statement-breakpoint
CREATE INDEX "delivery_receipts_stock_item_idx" ON "delivery_receipts" USING btree ("stock_item_id","created_at");--> statement-breakpoint
CREATE INDEX "deviations_stock_item_idx" ON "deviations" USING btree ("stock_item_id","created_at");--> statement-breakpoint
CREATE INDEX "holding_transactions_stock_item_idx" ON "holding_transactions" USING btree ("stock_item_id","created_at");--> statement-breakpoint
CREATE INDEX "holding_transactions_inventory_number_idx" ON "holding_transactions" USING btree ("inventory_number","created_at");--> statement-breakpoint
CREATE INDEX "task_lines_stock_item_idx" ON "task_lines" USING btree ("stock_item_id");--> statement-breakpoint
-- The work, fitting and pickup lines naming an aid (pickup_list @> '[{"id": …}]'): an aid's life.
CREATE INDEX "web_order_contents_pickup_list_idx" ON "web_order_contents" USING gin ("pickup_list" jsonb_path_ops);--> statement-breakpoint
-- A reported task before this migration: TASK_REPORTED at its planned time, by its responsible user.
INSERT INTO "timeline_events" ("at", "event", "user_id", "client_id", "task_id", "facts")
  SELECT "planned_date_time", 'TASK_REPORTED', "responsible_user_id", "to_client_id", "id", jsonb_build_object('TASK_TYPE', "type")
  FROM "tasks" WHERE "status" = 90;
