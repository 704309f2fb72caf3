CREATE TABLE "web_order_counts" (
	"municipality_id" text NOT NULL,
	"ordered_by" integer NOT NULL,
	"status" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "web_order_counts_municipality_id_ordered_by_status_pk" PRIMARY KEY("municipality_id","ordered_by","status")
);
--> statement-breakpoint
CREATE TABLE "web_order_words" (
	"word" text NOT NULL,
	"order_id" integer NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	"status" integer NOT NULL,
	"ordered_by" integer NOT NULL,
	"municipality_id" text,
	"client_id" integer,
	"facility_id" integer
);
--> statement-breakpoint
DROP INDEX "web_orders_ordered_by_idx";--> statement-breakpoint
DROP INDEX "web_orders_client_idx";--> statement-breakpoint
DROP INDEX "web_orders_facility_idx";--> statement-breakpoint
ALTER TABLE "web_orders" ADD COLUMN "listed_at" timestamp with time zone GENERATED ALWAYS AS (coalesce(order_date, created_at)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "web_orders" ADD COLUMN "municipality_id" text;--> statement-breakpoint
ALTER TABLE "web_orders" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "web_orders" ADD COLUMN "receiver_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "web_orders" ADD COLUMN "maker_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "web_order_words" ADD CONSTRAINT "web_order_words_order_id_web_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."web_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_order_words_order_idx" ON "web_order_words" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "web_orders_status_idx" ON "web_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "web_orders_receiver_sort_idx" ON "web_orders" USING btree ("receiver_sort","id");--> statement-breakpoint
CREATE INDEX "web_orders_maker_sort_idx" ON "web_orders" USING btree ("maker_sort","id");--> statement-breakpoint
CREATE INDEX "web_orders_ordered_by_idx" ON "web_orders" USING btree ("ordered_by","listed_at","id");--> statement-breakpoint
CREATE INDEX "web_orders_client_idx" ON "web_orders" USING btree ("client_id","listed_at");--> statement-breakpoint
CREATE INDEX "web_orders_facility_idx" ON "web_orders" USING btree ("facility_id","listed_at");--> statement-breakpoint
CREATE INDEX "web_orders_listed_idx" ON "web_orders" USING btree ("listed_at","id") INCLUDE ("status","ordered_by","municipality_id");--> statement-breakpoint
CREATE INDEX "web_order_words_word_idx" ON "web_order_words" USING btree ("word" text_pattern_ops,"listed_at","order_id") INCLUDE ("status","ordered_by","municipality_id","client_id","facility_id");--> statement-breakpoint
CREATE FUNCTION web_order_fold(x text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT translate(lower(x), 'ÅÄÖÉÈÜ', 'åäöéèü') $$;--> statement-breakpoint
CREATE FUNCTION web_orders_receiver() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_customer text;
  v_words text;
  v_sort text := '';
BEGIN
  IF NEW.receiver_type = 'FACILITY' THEN
    SELECT f.customer_id, f.label, f.label INTO v_customer, v_words, v_sort FROM facilities f WHERE f.id = NEW.facility_id;
  ELSIF NEW.receiver_type <> 'Secret_ID' THEN
    SELECT c.customer_id, concat_ws(' ', c.identity_number, c.first_name, c.surname), concat_ws(' ', c.first_name, c.surname)
      INTO v_customer, v_words, v_sort FROM clients c WHERE c.id = NEW.client_id;
  END IF;
  NEW.search_text := ' ' || web_order_fold(regexp_replace(concat_ws(' ', NEW.order_number, v_words), '\s+', ' ', 'g'));
  NEW.receiver_sort := web_order_fold(coalesce(v_sort, ''));
  NEW.maker_sort := (SELECT web_order_fold(concat_ws(' ', u.surname, u.first_name)) FROM users u WHERE u.id = NEW.ordered_by);
  -- The municipality is the receiver's when the order is sent, and stays so.
  IF NEW.status = 10 OR NEW.receiver_type = 'Secret_ID' THEN
    NEW.municipality_id := NULL;
  ELSIF TG_OP = 'INSERT' OR OLD.status = 10 THEN
    NEW.municipality_id := v_customer;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER web_orders_receiver BEFORE INSERT OR UPDATE OF receiver_type, client_id, facility_id, order_number, status, ordered_by ON web_orders
  FOR EACH ROW EXECUTE FUNCTION web_orders_receiver();--> statement-breakpoint
UPDATE web_orders SET receiver_type = receiver_type;--> statement-breakpoint
UPDATE web_orders o SET municipality_id = CASE WHEN o.receiver_type = 'FACILITY' THEN (SELECT f.customer_id FROM facilities f WHERE f.id = o.facility_id) ELSE (SELECT c.customer_id FROM clients c WHERE c.id = o.client_id) END
  WHERE o.status <> 10 AND o.receiver_type <> 'Secret_ID';--> statement-breakpoint
CREATE FUNCTION web_orders_follow_receiver() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Setting receiver_type to itself runs web_orders_receiver, which reads the new name.
  IF TG_TABLE_NAME = 'clients' THEN
    UPDATE web_orders SET receiver_type = receiver_type WHERE client_id = NEW.id;
  ELSE
    UPDATE web_orders SET receiver_type = receiver_type WHERE facility_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clients_web_orders AFTER UPDATE OF identity_number, first_name, surname ON clients
  FOR EACH ROW WHEN (OLD.identity_number IS DISTINCT FROM NEW.identity_number OR OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.surname IS DISTINCT FROM NEW.surname)
  EXECUTE FUNCTION web_orders_follow_receiver();--> statement-breakpoint
CREATE TRIGGER facilities_web_orders AFTER UPDATE OF label ON facilities
  FOR EACH ROW WHEN (OLD.label IS DISTINCT FROM NEW.label)
  EXECUTE FUNCTION web_orders_follow_receiver();--> statement-breakpoint
CREATE FUNCTION web_orders_follow_maker() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Setting ordered_by to itself runs web_orders_receiver, which reads the maker's new name.
  UPDATE web_orders SET ordered_by = ordered_by WHERE ordered_by = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_web_orders AFTER UPDATE OF first_name, surname ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.surname IS DISTINCT FROM NEW.surname)
  EXECUTE FUNCTION web_orders_follow_maker();--> statement-breakpoint
INSERT INTO web_order_counts (municipality_id, ordered_by, status, n)
  SELECT coalesce(municipality_id, ''), ordered_by, status, count(*)::int FROM web_orders GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE FUNCTION web_order_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One statement's rows at once (transition tables): a bulk insert is one grouped upsert.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO web_order_counts AS c (municipality_id, ordered_by, status, n)
      SELECT coalesce(municipality_id, ''), ordered_by, status, count(*)::int FROM added GROUP BY 1, 2, 3
      ON CONFLICT (municipality_id, ordered_by, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE web_order_counts c SET n = c.n - g.n
      FROM (SELECT coalesce(municipality_id, '') AS municipality_id, ordered_by, status, count(*)::int AS n FROM removed GROUP BY 1, 2, 3) g
      WHERE c.municipality_id = g.municipality_id AND c.ordered_by = g.ordered_by AND c.status = g.status;
  ELSE
    INSERT INTO web_order_counts AS c (municipality_id, ordered_by, status, n)
      SELECT m, b, s, sum(d)::int FROM (
        SELECT coalesce(municipality_id, '') AS m, ordered_by AS b, status AS s, -1 AS d FROM removed
        UNION ALL SELECT coalesce(municipality_id, ''), ordered_by, status, 1 FROM added
      ) x GROUP BY 1, 2, 3 HAVING sum(d) <> 0
      ON CONFLICT (municipality_id, ordered_by, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER web_order_counts_inserted AFTER INSERT ON web_orders REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION web_order_counts_follow();--> statement-breakpoint
CREATE TRIGGER web_order_counts_updated AFTER UPDATE ON web_orders REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION web_order_counts_follow();--> statement-breakpoint
CREATE TRIGGER web_order_counts_deleted AFTER DELETE ON web_orders REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION web_order_counts_follow();--> statement-breakpoint
INSERT INTO web_order_words (word, order_id, listed_at, status, ordered_by, municipality_id, client_id, facility_id)
  SELECT DISTINCT w, o.id, o.listed_at, o.status, o.ordered_by, o.municipality_id, o.client_id, o.facility_id
  FROM web_orders o, unnest(string_to_array(btrim(o.search_text), ' ')) w WHERE w <> '';--> statement-breakpoint
CREATE FUNCTION web_order_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO web_order_words (word, order_id, listed_at, status, ordered_by, municipality_id, client_id, facility_id)
    SELECT DISTINCT w, a.id, a.listed_at, a.status, a.ordered_by, a.municipality_id, a.client_id, a.facility_id
    FROM added a, unnest(string_to_array(btrim(a.search_text), ' ')) w WHERE w <> '';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER web_order_words_inserted AFTER INSERT ON web_orders REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION web_order_words_inserted();--> statement-breakpoint
CREATE FUNCTION web_order_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.search_text IS DISTINCT FROM NEW.search_text THEN
    DELETE FROM web_order_words WHERE order_id = NEW.id;
    INSERT INTO web_order_words (word, order_id, listed_at, status, ordered_by, municipality_id, client_id, facility_id)
      SELECT DISTINCT w, NEW.id, NEW.listed_at, NEW.status, NEW.ordered_by, NEW.municipality_id, NEW.client_id, NEW.facility_id
      FROM unnest(string_to_array(btrim(NEW.search_text), ' ')) w WHERE w <> '';
  ELSE
    UPDATE web_order_words SET listed_at = NEW.listed_at, status = NEW.status, ordered_by = NEW.ordered_by, municipality_id = NEW.municipality_id,
        client_id = NEW.client_id, facility_id = NEW.facility_id
      WHERE order_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER web_order_words_updated AFTER UPDATE ON web_orders FOR EACH ROW
  WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.listed_at IS DISTINCT FROM NEW.listed_at OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.ordered_by IS DISTINCT FROM NEW.ordered_by OR OLD.municipality_id IS DISTINCT FROM NEW.municipality_id
    OR OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.facility_id IS DISTINCT FROM NEW.facility_id)
  EXECUTE FUNCTION web_order_words_updated();
