CREATE TABLE "balance_groups" (
	"facility_id" integer NOT NULL,
	"is_orderable" boolean NOT NULL,
	"item_class_id" integer NOT NULL,
	"iso_code_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"status" text NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "balance_groups_facility_id_is_orderable_item_class_id_iso_code_id_supplier_id_status_pk" PRIMARY KEY("facility_id","is_orderable","item_class_id","iso_code_id","supplier_id","status")
);
--> statement-breakpoint
-- The stock balance's summary (server/routes/base-storages.ts reads it): stock_items -> balance_groups,
-- each row in a storage (not held, not fitted) counted once in its storage's group of its product's
-- filter columns; products -> balance_groups when a product's filter columns change.
CREATE FUNCTION balance_groups_add(p_product integer, p_facility integer, p_rows integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO balance_groups AS g (facility_id, is_orderable, item_class_id, iso_code_id, supplier_id, status, rows)
    SELECT p_facility, p.is_orderable, p.item_class_id, p.iso_code_id, p.supplier_id, p.status, p_rows FROM products p WHERE p.id = p_product
    ON CONFLICT (facility_id, is_orderable, item_class_id, iso_code_id, supplier_id, status) DO UPDATE SET rows = g.rows + excluded.rows;
END $$;--> statement-breakpoint
CREATE FUNCTION balance_groups_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.product_id, OLD.facility_id, OLD.client_id, OLD.parent_id) IS NOT DISTINCT FROM (NEW.product_id, NEW.facility_id, NEW.client_id, NEW.parent_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.facility_id IS NOT NULL AND OLD.client_id IS NULL AND OLD.parent_id IS NULL THEN
    PERFORM balance_groups_add(OLD.product_id, OLD.facility_id, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.facility_id IS NOT NULL AND NEW.client_id IS NULL AND NEW.parent_id IS NULL THEN
    PERFORM balance_groups_add(NEW.product_id, NEW.facility_id, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_items_balance_groups AFTER INSERT OR UPDATE OF product_id, facility_id, client_id, parent_id OR DELETE ON stock_items
  FOR EACH ROW EXECUTE FUNCTION balance_groups_follow();--> statement-breakpoint
CREATE FUNCTION balance_groups_product_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.is_orderable, OLD.item_class_id, OLD.iso_code_id, OLD.supplier_id, OLD.status) IS NOT DISTINCT FROM (NEW.is_orderable, NEW.item_class_id, NEW.iso_code_id, NEW.supplier_id, NEW.status) THEN
    RETURN NULL;
  END IF;
  UPDATE balance_groups g SET rows = g.rows - n.rows
    FROM (SELECT facility_id, count(*)::int AS rows FROM stock_items WHERE product_id = NEW.id AND facility_id IS NOT NULL AND client_id IS NULL AND parent_id IS NULL GROUP BY facility_id) n
    WHERE g.facility_id = n.facility_id AND (g.is_orderable, g.item_class_id, g.iso_code_id, g.supplier_id, g.status) = (OLD.is_orderable, OLD.item_class_id, OLD.iso_code_id, OLD.supplier_id, OLD.status);
  INSERT INTO balance_groups AS g (facility_id, is_orderable, item_class_id, iso_code_id, supplier_id, status, rows)
    SELECT facility_id, NEW.is_orderable, NEW.item_class_id, NEW.iso_code_id, NEW.supplier_id, NEW.status, count(*)::int
    FROM stock_items WHERE product_id = NEW.id AND facility_id IS NOT NULL AND client_id IS NULL AND parent_id IS NULL GROUP BY facility_id
    ON CONFLICT (facility_id, is_orderable, item_class_id, iso_code_id, supplier_id, status) DO UPDATE SET rows = g.rows + excluded.rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_balance_groups AFTER UPDATE OF is_orderable, item_class_id, iso_code_id, supplier_id, status ON products
  FOR EACH ROW EXECUTE FUNCTION balance_groups_product_follow();--> statement-breakpoint
-- The stock balance's rows of a storage, by product, from the index alone (INCLUDE and WHERE: not
-- expressible in schema.ts): a page walks the products in order and probes each one's rows here.
CREATE INDEX "stock_items_balance_idx" ON "stock_items" USING btree ("facility_id", "product_id") INCLUDE ("id", "warehouse_location_id") WHERE "client_id" IS NULL AND "parent_id" IS NULL;--> statement-breakpoint
-- A data folder seeded before: its rows counted once (the triggers keep them from here on).
INSERT INTO balance_groups (facility_id, is_orderable, item_class_id, iso_code_id, supplier_id, status, rows)
  SELECT s.facility_id, p.is_orderable, p.item_class_id, p.iso_code_id, p.supplier_id, p.status, count(*)::int
  FROM stock_items s JOIN products p ON p.id = s.product_id
  WHERE s.facility_id IS NOT NULL AND s.client_id IS NULL AND s.parent_id IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6;
