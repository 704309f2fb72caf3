CREATE TABLE "mobile_id_orders" (
	"order_ref" text PRIMARY KEY NOT NULL,
	"auto_start_token" text NOT NULL,
	"qr_start_token" text NOT NULL,
	"qr_start_secret" text NOT NULL,
	"status" text NOT NULL,
	"hint_code" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"token_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_number" text;--> statement-breakpoint
ALTER TABLE "mobile_id_orders" ADD CONSTRAINT "mobile_id_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_identity_number_unique" UNIQUE("identity_number");