ALTER TABLE "stock_items" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The stock balance's text search (issue 17: p95 within 25 ms on 10,000 rows a storage): each row
-- carries the words it is found by, so a search within a storage reads the rows that match from a
-- trigram index instead of joining every matching product (a common word matches thousands).
CREATE FUNCTION stock_items_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := coalesce((SELECT search_text FROM products WHERE id = NEW.product_id), '')
    || ' ' || translate(lower(coalesce(NEW.inventory_number, '') || ' ' || coalesce(NEW.batch, '')), 'ÅÄÖÉÈÜ', 'åäöéèü');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_items_search BEFORE INSERT OR UPDATE OF product_id, inventory_number, batch, client_id, parent_id ON stock_items
  FOR EACH ROW EXECUTE FUNCTION stock_items_search_text();--> statement-breakpoint
-- A product renamed or renumbered: its rows follow (the row trigger recomputes them).
CREATE FUNCTION stock_items_search_product_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_items SET product_id = product_id WHERE product_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_stock_search AFTER UPDATE OF product_number, name, supplier_item_number ON products
  FOR EACH ROW EXECUTE FUNCTION stock_items_search_product_follow();--> statement-breakpoint
-- The balance rows (not held, not fitted) by their words: a storage's search is this index's
-- matches and'ed with stock_items_balance_idx's rows of the storage.
CREATE INDEX "stock_items_search_trgm_idx" ON "stock_items" USING gin ("search_text" gin_trgm_ops) WHERE "client_id" IS NULL AND "parent_id" IS NULL;--> statement-breakpoint
-- A data folder seeded before: its balance rows filled once (the triggers keep them from here on).
UPDATE stock_items s SET search_text = p.search_text || ' ' || translate(lower(coalesce(s.inventory_number, '') || ' ' || coalesce(s.batch, '')), 'ÅÄÖÉÈÜ', 'åäöéèü')
  FROM products p WHERE p.id = s.product_id AND s.client_id IS NULL AND s.parent_id IS NULL;
