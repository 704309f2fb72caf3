-- The stock balance with availableOnly (issue 38: fully allocated rows are not offered, spec 3 §5):
-- its total is balance_groups' sum less the storage's fully allocated rows, which this index holds
-- alone (a few of a storage’s 10,000), so counting them reads those, not every row of the storage.
CREATE INDEX "stock_items_fully_allocated_idx" ON "stock_items" USING btree ("facility_id", "product_id") WHERE "client_id" IS NULL AND "parent_id" IS NULL AND "quantity" <= "allocated_quantity";
