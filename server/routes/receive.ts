/**
 * Receiving deliveries into a base storage (spec 3 §5 Receive delivery, §7; src/contract/receive.ts,
 * which says what is decided where the spec is silent).
 *
 * RECEIVE runs in one transaction that locks the storage (facilities, FOR NO KEY UPDATE) first, as
 * base-storages.ts does, then the product when the item carries a serial number (so two receipts
 * of one serial number cannot both pass the check), then reads and writes the stock items.
 *
 * A storage with an open inventory count receives nothing (spec 3 §5 "Inventories (counts) cannot be
 * received"; 409 INVENTORY_IN_PROGRESS): checked with the other rules, and again under the storage's
 * lock, which starting a count takes too (inventories.ts), so a count and a receipt never overlap.
 *
 * A RECEIVE with an Idempotency-Key keeps the key with its payload's hash (payloadHash): the same
 * key again answers the first receipt when the payload is the same, else 422 IDEMPOTENCY_KEY_REUSED.
 */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { API_V1, IDEMPOTENCY_HEADER } from '../../src/contract/constants.ts';
import { deliveryAction, listProductSuppliers, type ReceivableProduct, type ReceivePayload, type ReceiveResult } from '../../src/contract/receive.ts';
import { RECEIVE_ATTRIBUTES_MAX, RECEIVE_REFERENCE_MAX, receiveTypeOf } from '../../src/contract/shared/receive-type.ts';
import { newRouter, type SessionInfo } from '../context.ts';
import { sha256Hex, signedLink } from '../crypto.ts';
import { rowsOf, type Db } from '../db/index.ts';
import { deliveryReceipts, facilities, itemClasses, products, stockItems, suppliers, warehouseLocations, warehouses } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { pageWindow } from '../paging.ts';
import { requireStorage } from './base-storages.ts';
import { fixedAssetLabelSubject } from './fixed-assets.ts';
import { openInventory } from './inventories.ts';
import { wordOrGtin } from '../gtin.ts';

type Payload = ReceivePayload;
type Product = typeof products.$inferSelect;
type Attribute = { id: string; label: string; value: string };
/** A RECEIVE's Idempotency-Key with its payload's hash (payloadHash). */
type IdempotencyKey = { key: string; hash: string };
type Checked = { facilityId: number; product: Product; batch: string | null; serialNumber: string | null; reference: string | null; attributes: Attribute[] };

const blankToNull = (s: string | null | undefined) => (s === null || s === undefined || s.trim() === '' ? null : s.trim());

/** Every rule that does not need the storage locked; answers what RECEIVE needs. */
async function check(db: Db, session: SessionInfo, p: Payload): Promise<Checked> {
  if (p.facilityId === null || p.facilityId === undefined) throw new ApiError(400, 'BASE_STORAGE_MUST_BE_ASSIGNED_VALUE');
  const reference = blankToNull(p.reference);
  if (reference !== null && reference.length > RECEIVE_REFERENCE_MAX) throw new ApiError(400, 'REFERENCE_FIELD_TOO_LONG');
  await requireStorage(db, session.userId, p.facilityId);
  const [product] = await db.select().from(products).where(eq(products.id, p.productId));
  if (!product) throw new ApiError(404, 'NOT_FOUND');
  if (product.supplierId !== p.supplierId) throw new ApiError(400, 'VALIDATION', 'supplierId: not the product’s supplier');
  const attributes = attributesOf(p, product);
  // isReceiveDeliveryForFixedAssetsEnabled: a missing key is true, as the login's flags.
  if (product.isFixedAsset && session.flags.isReceiveDeliveryForFixedAssetsEnabled === false) throw new ApiError(403, 'RECEIVE_DELIVERY_FOR_FIXED_ASSETS_IS_NOT_ALLOWED');
  const batch = blankToNull(p.batch);
  const serialNumber = blankToNull(p.serialNumber);
  if (product.isBatchControlled && batch === null) throw new ApiError(400, 'BATCH_REQUIRED');
  if (product.isSerialNumberControlled && serialNumber === null) throw new ApiError(400, 'SERIAL_NUMBER_REQUIRED');
  if ((product.isFixedAsset || serialNumber !== null) && p.quantity !== 1) throw new ApiError(400, 'RECEIVE_QUANTITY_NOT_VALID');
  if (serialNumber !== null) await requireNewSerial(db, product.id, serialNumber);
  await requireNoOpenCount(db, p.facilityId);
  return { facilityId: p.facilityId, product, batch, serialNumber, reference, attributes };
}

/**
 * Spec 3 §5: "Inventories (counts) cannot be received". A storage being counted receives nothing
 * until its count is confirmed or deleted: the count lists the storage's rows as they were when it
 * started, so a receipt meanwhile would add rows it never counts (a fixed asset, a new batch) or
 * change a row between the shelf being counted and the count being reported.
 */
async function requireNoOpenCount(db: Db, facilityId: number): Promise<void> {
  const open = await openInventory(db, facilityId);
  if (open) throw new ApiError(409, 'INVENTORY_IN_PROGRESS', `${open.number} is open in the base storage`);
}

async function requireNewSerial(db: Db, productId: number, serialNumber: string): Promise<void> {
  const [taken] = await db
    .select({ n: count() })
    .from(stockItems)
    .where(and(eq(stockItems.productId, productId), eq(stockItems.serialNumber, serialNumber)));
  if ((taken?.n ?? 0) > 0) throw new ApiError(409, 'SERIAL_NUMBER_EXISTS');
}

/** The storage's receiving location: the first allocatable location of its first warehouse (by id). */
async function receivingLocation(db: Db, facilityId: number): Promise<number> {
  const [row] = await db
    .select({ id: warehouseLocations.id })
    .from(warehouseLocations)
    .innerJoin(warehouses, eq(warehouses.id, warehouseLocations.warehouseId))
    .where(and(eq(warehouses.facilityId, facilityId), eq(warehouseLocations.isAllocatable, true)))
    .orderBy(asc(warehouses.id), asc(warehouseLocations.id))
    .limit(1);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'the base storage has no warehouse location');
  return row.id;
}

/** A new inventory number from the sequence (HMC600001 up), skipping any already on a stock item. */
async function newInventoryNumber(db: Db): Promise<string> {
  for (;;) {
    const [next] = rowsOf<{ n: string }>(await db.execute(sql`SELECT nextval('inventory_number_seq')::text AS n`));
    if (!next) throw new Error('no inventory number');
    const number = `HMC${next.n}`;
    const [taken] = await db.select({ n: count() }).from(stockItems).where(eq(stockItems.inventoryNumber, number));
    if ((taken?.n ?? 0) === 0) return number;
  }
}

/**
 * The payload in one canonical form, hashed (SHA-256, hex): the object's keys sorted, a field null
 * or absent alike (the payload's nullish fields mean the same either way), every string and number
 * as sent. Two RECEIVEs are the same receipt when their hashes are the same.
 */
function payloadHash(p: Payload): Promise<string> {
  return sha256Hex(JSON.stringify(canonical(p)));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([, v]) => v !== null && v !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
}

/**
 * The answer of the user's RECEIVE with this idempotency key, if one was made: its result when
 * it was made with the same payload (or before payloads were hashed, migration 0020), else 422
 * IDEMPOTENCY_KEY_REUSED (the key is one receipt; the first stands and nothing more is received).
 */
async function receiptOf(db: Db, userId: number, { key, hash }: IdempotencyKey): Promise<ReceiveResult | undefined> {
  const [row] = await db
    .select({ result: deliveryReceipts.result, payloadHash: deliveryReceipts.payloadHash })
    .from(deliveryReceipts)
    .where(and(eq(deliveryReceipts.userId, userId), eq(deliveryReceipts.idempotencyKey, key)));
  if (!row) return undefined;
  if (row.payloadHash !== null && row.payloadHash !== hash) {
    throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', `${IDEMPOTENCY_HEADER}: received before with another payload`);
  }
  return row.result;
}

/**
 * The attributes given (attribute1 to attribute7), checked against the product's performance
 * attributes (400 VALIDATION): each names one of them by id, none twice, with a value not blank
 * (at most 200 characters, the payload's schema). Kept with the product's label and the value
 * trimmed (the label sent is not compared).
 */
function attributesOf(p: Payload, product: Product): Attribute[] {
  const list = [p.attribute1, p.attribute2, p.attribute3, p.attribute4, p.attribute5, p.attribute6, p.attribute7];
  const defined = new Map(product.performanceAttributes.map((a) => [a.id, a]));
  const given = new Map<string, string>();
  const attributes: Attribute[] = [];
  for (const [i, a] of list.slice(0, RECEIVE_ATTRIBUTES_MAX).entries()) {
    if (a === undefined) continue;
    const key = `attribute${i + 1}`;
    const attribute = defined.get(a.id);
    if (!attribute) throw new ApiError(400, 'VALIDATION', `${key}: ${JSON.stringify(a.id)} is not a performance attribute of the product`);
    const first = given.get(a.id);
    if (first !== undefined) throw new ApiError(400, 'VALIDATION', `${key}: ${JSON.stringify(a.id)} is given twice (${first} has it)`);
    given.set(a.id, key);
    const value = a.value.trim();
    if (value === '') throw new ApiError(400, 'VALIDATION', `${key}: the value of ${JSON.stringify(a.id)} is blank`);
    attributes.push({ id: attribute.id, label: attribute.label, value });
  }
  return attributes;
}

export const receiveRoutes = newRouter()
  .openapi(listProductSuppliers, async (c) => {
    const { db } = c.var;
    const query = c.req.valid('query');
    const words = [...new Set((query.searchValue ?? '').toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
    if (!words.length) throw new ApiError(400, 'INVALID_SEARCH_QUERY');
    const { limit, offset } = pageWindow(query);
    // Each word in the product's words, or a GTIN (a scanned GS1 code's (01)) naming it.
    const where = and(...words.map((w) => wordOrGtin(w, sql`${products.searchText}`, sql`${products.id}`)));
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: products.id,
          name: products.name,
          productNumber: products.productNumber,
          supplierProductNumber: products.supplierItemNumber,
          itemClassId: itemClasses.id,
          itemClassLabel: itemClasses.label,
          supplierId: suppliers.id,
          supplierLabel: suppliers.label,
          isBatchedControlled: products.isBatchControlled,
          isSerialNumberControlled: products.isSerialNumberControlled,
          isFixedAsset: products.isFixedAsset,
        })
        .from(products)
        .innerJoin(itemClasses, eq(itemClasses.id, products.itemClassId))
        .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
        .where(where)
        .orderBy(asc(products.name), asc(products.productNumber))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(products).where(where),
    ]);
    const page: ReceivableProduct[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      productNumber: r.productNumber,
      supplierProductNumber: r.supplierProductNumber,
      itemClass: { id: r.itemClassId, label: r.itemClassLabel },
      supplier: { id: r.supplierId, label: r.supplierLabel },
      isBatchedControlled: r.isBatchedControlled,
      isSerialNumberControlled: r.isSerialNumberControlled,
      isFixedAsset: r.isFixedAsset,
      receiveType: receiveTypeOf(r),
    }));
    return c.json({ page, count: total?.n ?? 0 }, 200);
  })
  .openapi(deliveryAction, async (c) => {
    const { db, session, config } = c.var;
    const { action, payload } = c.req.valid('json');
    const header = action === 'RECEIVE' ? (c.req.valid('header')[IDEMPOTENCY_HEADER.toLowerCase()] ?? null) : null;
    const key = header === null ? null : { key: header, hash: await payloadHash(payload) };
    // A retry answers the first answer (or 422 for another payload) before any check: a fixed
    // asset's serial number is in stock by then.
    const done = key === null ? undefined : await receiptOf(db, session.userId, key);
    if (done) return c.json(done, 200);
    let checked: Awaited<ReturnType<typeof check>>;
    try {
      checked = await check(db, session, payload);
    } catch (error) {
      // The same key sent twice at once (to two processes): the other's receipt may have been made
      // since the look above, and its serial number is in stock now. Its answer, not the refusal.
      const made = key === null ? undefined : await receiptOf(db, session.userId, key);
      if (made) return c.json(made, 200);
      throw error;
    }
    if (action === 'VALIDATE_RECEIVE') return c.body(null, 204);

    const now = config.now();
    const receive = () => db.transaction(async (t): Promise<ReceiveResult> => {
      const tx = t as unknown as Db;
      await tx.select({ id: facilities.id }).from(facilities).where(eq(facilities.id, checked.facilityId)).for('no key update');
      // The same key sent twice at once: the second waits for the lock, then finds the first's answer.
      const first = key === null ? undefined : await receiptOf(tx, session.userId, key);
      if (first) return first;
      // A count started since the checks: starting one takes this lock too, so it is seen here or waits for the receipt.
      await requireNoOpenCount(tx, checked.facilityId);
      const { product, batch, serialNumber } = checked;
      if (serialNumber !== null) {
        await tx.select({ id: products.id }).from(products).where(eq(products.id, product.id)).for('no key update');
        await requireNewSerial(tx, product.id, serialNumber);
      }
      const locationId = await receivingLocation(tx, checked.facilityId);
      const quantity = payload.quantity;
      let stockItemId: number | undefined;
      let inventoryNumber: string | null = null;
      if (!product.isFixedAsset && serialNumber === null) {
        const [row] = await tx
          .select({ id: stockItems.id })
          .from(stockItems)
          .where(
            and(
              eq(stockItems.facilityId, checked.facilityId),
              eq(stockItems.warehouseLocationId, locationId),
              eq(stockItems.productId, product.id),
              isNull(stockItems.clientId),
              isNull(stockItems.parentId),
              isNull(stockItems.inventoryNumber),
              isNull(stockItems.serialNumber),
              batch === null ? isNull(stockItems.batch) : eq(stockItems.batch, batch),
            ),
          )
          .orderBy(asc(stockItems.id))
          .limit(1)
          .for('update');
        if (row) {
          await tx
            .update(stockItems)
            .set({ quantity: sql`${stockItems.quantity} + ${quantity}` })
            .where(eq(stockItems.id, row.id));
          stockItemId = row.id;
        }
      }
      if (stockItemId === undefined) {
        if (product.isFixedAsset) inventoryNumber = await newInventoryNumber(tx);
        const [row] = await tx
          .insert(stockItems)
          .values({
            productId: product.id,
            facilityId: checked.facilityId,
            warehouseLocationId: locationId,
            quantity,
            inventoryNumber,
            batch,
            serialNumber,
            acquisitionDate: now.toISOString().slice(0, 10),
          })
          .returning({ id: stockItems.id });
        if (!row) throw new Error('no stock item inserted');
        stockItemId = row.id;
      }
      const labelUrl =
        inventoryNumber === null
          ? null
          : await signedLink(config.linkSecret, `${API_V1}/fixed-assets/${stockItemId}/label.pdf`, fixedAssetLabelSubject(stockItemId, inventoryNumber), now);
      const answer: ReceiveResult = { stockItemId, inventoryNumber, labelUrl, quantity };
      await tx.insert(deliveryReceipts).values({
        userId: session.userId,
        idempotencyKey: key?.key ?? null,
        payloadHash: key?.hash ?? null,
        facilityId: checked.facilityId,
        productId: product.id,
        supplierId: product.supplierId,
        stockItemId,
        quantity,
        batch,
        serialNumber,
        reference: checked.reference,
        attributes: checked.attributes,
        result: answer,
        createdAt: now,
      });
      return answer;
    });
    try {
      return c.json(await receive(), 200);
    } catch (error) {
      // The same key sent at once for two storages (two locks, so neither waited for the other):
      // the key's unique index refused the second, which answers the first's result (or 422).
      const first = key !== null && isUniqueViolation(error) ? await receiptOf(db, session.userId, key) : undefined;
      if (first) return c.json(first, 200);
      throw error;
    }
  });

/** A unique index refused the write (SQLSTATE 23505), as PGlite and node-postgres report it, wrapped or not. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
