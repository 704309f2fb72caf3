-- The catalogue's substring search uses trigram indexes: pg_trgm (PGlite loads the extension, server/db/pglite.ts; PostgreSQL has it in contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "catalogue_groups" (
	"is_orderable" boolean NOT NULL,
	"item_class_id" integer NOT NULL,
	"iso_code_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"status" text NOT NULL,
	"stock_facilities" integer[] NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "catalogue_groups_is_orderable_item_class_id_iso_code_id_supplier_id_status_stock_facilities_pk" PRIMARY KEY("is_orderable","item_class_id","iso_code_id","supplier_id","status","stock_facilities")
);
--> statement-breakpoint
CREATE TABLE "product_contents" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer,
	"iso_code_id" integer,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"publish_date" date NOT NULL,
	"hyperlink_title" text DEFAULT '' NOT NULL,
	"hyperlinks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "product_contents_owner" CHECK (("product_contents"."product_id" IS NULL) <> ("product_contents"."iso_code_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"product_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"allocated_quantity" integer NOT NULL,
	CONSTRAINT "product_stock_product_id_facility_id_pk" PRIMARY KEY("product_id","facility_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_facilities" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(product_number || ' ' || name || ' ' || supplier_item_number), 'ÅÄÖÉÈÜ', 'åäöéèü')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_contents" ADD CONSTRAINT "product_contents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_contents" ADD CONSTRAINT "product_contents_iso_code_id_iso_codes_id_fk" FOREIGN KEY ("iso_code_id") REFERENCES "public"."iso_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_contents_product_idx" ON "product_contents" USING btree ("product_id","category","publish_date");--> statement-breakpoint
CREATE INDEX "product_contents_iso_code_idx" ON "product_contents" USING btree ("iso_code_id","category","publish_date");--> statement-breakpoint
CREATE INDEX "products_filter_idx" ON "products" USING btree ("is_orderable","item_class_id","iso_code_id","supplier_id","status");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The catalogue's order, covering the filter columns: a page anywhere in the list is read from the index alone (INCLUDE: not expressible in schema.ts).
CREATE INDEX "products_order_idx" ON "products" USING btree ("description", "product_number") INCLUDE ("id", "is_orderable", "item_class_id", "iso_code_id", "supplier_id", "status", "stock_facilities");--> statement-breakpoint
-- The catalogue's summaries follow the stock and the products (server/routes/products.ts reads them):
-- stock_items -> product_stock (each change of a storage row adds its difference to its product's and storage's sum)
--             -> products.stock_facilities (the storages with a quantity above zero)
-- products    -> catalogue_groups (the products counted by their filter columns and storages).
CREATE FUNCTION product_stock_add(p_product integer, p_facility integer, p_quantity integer, p_allocated integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_facility IS NULL OR (p_quantity = 0 AND p_allocated = 0) THEN RETURN; END IF;
  INSERT INTO product_stock AS ps (product_id, facility_id, quantity, allocated_quantity) VALUES (p_product, p_facility, p_quantity, p_allocated)
  ON CONFLICT (product_id, facility_id) DO UPDATE SET quantity = ps.quantity + excluded.quantity, allocated_quantity = ps.allocated_quantity + excluded.allocated_quantity;
  UPDATE products p SET stock_facilities = f.ids
    FROM (SELECT coalesce(array_agg(facility_id ORDER BY facility_id), '{}') AS ids FROM product_stock WHERE product_id = p_product AND quantity > 0) f
    WHERE p.id = p_product AND p.stock_facilities IS DISTINCT FROM f.ids;
END $$;--> statement-breakpoint
CREATE FUNCTION product_stock_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM product_stock_add(OLD.product_id, OLD.facility_id, -OLD.quantity, -OLD.allocated_quantity); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM product_stock_add(NEW.product_id, NEW.facility_id, NEW.quantity, NEW.allocated_quantity); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_items_product_stock AFTER INSERT OR UPDATE OF product_id, facility_id, quantity, allocated_quantity OR DELETE ON stock_items
  FOR EACH ROW EXECUTE FUNCTION product_stock_follow();--> statement-breakpoint
CREATE FUNCTION catalogue_groups_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.is_orderable, OLD.item_class_id, OLD.iso_code_id, OLD.supplier_id, OLD.status, OLD.stock_facilities)
      IS NOT DISTINCT FROM (NEW.is_orderable, NEW.item_class_id, NEW.iso_code_id, NEW.supplier_id, NEW.status, NEW.stock_facilities) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE catalogue_groups SET products = products - 1
      WHERE (is_orderable, item_class_id, iso_code_id, supplier_id, status, stock_facilities) = (OLD.is_orderable, OLD.item_class_id, OLD.iso_code_id, OLD.supplier_id, OLD.status, OLD.stock_facilities);
    DELETE FROM catalogue_groups WHERE products <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO catalogue_groups AS g (is_orderable, item_class_id, iso_code_id, supplier_id, status, stock_facilities, products)
      VALUES (NEW.is_orderable, NEW.item_class_id, NEW.iso_code_id, NEW.supplier_id, NEW.status, NEW.stock_facilities, 1)
      ON CONFLICT (is_orderable, item_class_id, iso_code_id, supplier_id, status, stock_facilities) DO UPDATE SET products = g.products + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_catalogue_groups AFTER INSERT OR UPDATE OF is_orderable, item_class_id, iso_code_id, supplier_id, status, stock_facilities OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION catalogue_groups_follow();--> statement-breakpoint
-- Product images are served under the API (GET /rs/fsp/v1/product-images/{name}).
UPDATE "products" SET "images" = replace("images"::text, '"/products/images/', '"/rs/fsp/v1/product-images/')::jsonb;
