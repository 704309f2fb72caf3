DROP INDEX "client_addresses_postal_idx";--> statement-breakpoint
CREATE INDEX "client_addresses_city_lower_idx" ON "client_addresses" USING btree (lower("city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_first_name_lower_idx" ON "clients" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_surname_lower_idx" ON "clients" USING btree (lower("surname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_unit_idx" ON "clients" USING btree ("id") WHERE "clients"."type" = 'UNIT';--> statement-breakpoint
CREATE INDEX "client_addresses_postal_idx" ON "client_addresses" USING btree ("postal_no" text_pattern_ops);