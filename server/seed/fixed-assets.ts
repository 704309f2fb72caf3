/**
 * The fixed assets of FIXED_ASSET_FIXTURES (server/seed/fixtures.ts; docs/world.md "Fixed
 * assets"), seeded after the world, the orders and the deviations, so no id of theirs moves. The
 * same rows at every scale.
 *
 * HMC400001, a Manuell rullstol in BL-MLM, has lived a whole life the order history can tell: it
 * came in from the central warehouse (an Sn task), was handed over to a client of Malmö, moved to
 * another client of Malmö, returned to BL-MLM, moved from the return shelf to the main warehouse
 * (an In task), and is now allocated to an open delivery to a care unit (a Cn task). Two
 * accessories are fitted to it in storage. HMC400002, a Rollator in BL-BRS, is there for the
 * municipal rule: the personas of Malmö may not see it.
 */
import { and, asc, eq, gt, isNull, like } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { clients, holdingTransactions, products, stockItems, taskLines, tasks, warehouseLocations, warehouses } from '../db/schema.ts';
import { FIXED_ASSET_FIXTURES, MAIN_WAREHOUSE_SUFFIX, RETURN_LOCATION_VALUE, RETURN_WAREHOUSE_SUFFIX } from './fixtures.ts';

const DAY = 86_400_000;
const GOODS_OWNER = 'Hjälpmedelscentralen Sydväst';

export async function seedFixedAssets(db: Db, options: { now: Date }): Promise<void> {
  const now = options.now.getTime();
  /** A day (YYYY-MM-DD) `days` from now, and an instant at an hour (UTC) of it. */
  const dayOf = (days: number) => new Date(now + days * DAY).toISOString().slice(0, 10);
  const at = (days: number, hour: number) => new Date(`${dayOf(days)}T${String(hour).padStart(2, '0')}:00:00Z`);

  const productOf = async (type: string) => {
    const [row] = await db.select({ id: products.id }).from(products).where(like(products.name, `${type} %`)).orderBy(asc(products.id)).limit(1);
    if (!row) throw new Error(`no ${type} product`);
    return row.id;
  };
  const locationOf = async (storageValue: string, suffix: string, value: string) => {
    const [row] = await db
      .select({ id: warehouseLocations.id, warehouseId: warehouses.id })
      .from(warehouseLocations)
      .innerJoin(warehouses, eq(warehouses.id, warehouseLocations.warehouseId))
      .where(and(eq(warehouses.value, `${storageValue}${suffix}`), eq(warehouseLocations.value, value)));
    if (!row) throw new Error(`no location ${value} in ${storageValue}${suffix}`);
    return row;
  };
  const insertItem = async (values: typeof stockItems.$inferInsert) => {
    const [row] = await db.insert(stockItems).values(values).returning({ id: stockItems.id });
    if (!row) throw new Error('the stock item was not inserted');
    return row.id;
  };
  const addTask = async (values: typeof tasks.$inferInsert, line: { productId: number; stockItemId: number; reported: boolean }) => {
    const [task] = await db.insert(tasks).values(values).returning({ id: tasks.id });
    if (!task) throw new Error('the task was not inserted');
    await db.insert(taskLines).values({ taskId: task.id, productId: line.productId, stockItemId: line.stockItemId, quantity: 1, maxQuantity: 1, reportedQuantity: line.reported ? 1 : 0 });
  };

  const f = FIXED_ASSET_FIXTURES;
  const wheelchair = await productOf('Manuell rullstol');
  const rollator = await productOf('Rollator');
  const [cushion, tray] = await Promise.all(f.accessories.map((a) => productOf(a.type)));
  const main = await locationOf(f.storage.value, MAIN_WAREHOUSE_SUFFIX, f.location);
  const ret = await locationOf(f.storage.value, RETURN_WAREHOUSE_SUFFIX, RETURN_LOCATION_VALUE);
  const central = await locationOf('CL-MLM', MAIN_WAREHOUSE_SUFFIX, 'A-01-1');
  const boras = await locationOf(f.otherMunicipality.storage.value, MAIN_WAREHOUSE_SUFFIX, 'B-02-1');
  // Two registered clients of Malmö (the first generated ones): the wheelchair's holders.
  const holders = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.customerId, '1280'), gt(clients.id, 8), isNull(clients.deregistrationDate), eq(clients.type, 'PERSON')))
    .orderBy(asc(clients.id))
    .limit(2);
  const [first, second] = holders;
  if (!first || !second) throw new Error('two clients of Malmö are needed');

  const place = { facilityId: f.storage.id, warehouseLocationId: main.id };
  const assetId = await insertItem({
    productId: wheelchair,
    ...place,
    quantity: 1,
    allocatedQuantity: 1, // the open Cn delivery below
    inventoryNumber: f.inventoryNumber,
    serialNumber: 'INV-400001',
    customizationNumber: 'ANP-4001',
    goodsOwner: GOODS_OWNER,
    note: f.note,
    acquisitionDate: dayOf(-730),
    serviceDate: dayOf(-55),
    inspectionDate: dayOf(-55),
    warrantyToDate: dayOf(365),
  });
  const [cushionQuantity, trayQuantity] = f.accessories.map((a) => a.quantity);
  await insertItem({ productId: cushion ?? 0, ...place, parentId: assetId, quantity: cushionQuantity ?? 1, goodsOwner: GOODS_OWNER, acquisitionDate: dayOf(-700) });
  await insertItem({ productId: tray ?? 0, ...place, parentId: assetId, quantity: trayQuantity ?? 1, goodsOwner: GOODS_OWNER, acquisitionDate: dayOf(-400) });
  await insertItem({
    productId: rollator,
    facilityId: f.otherMunicipality.storage.id,
    warehouseLocationId: boras.id,
    quantity: 1,
    inventoryNumber: f.otherMunicipality.inventoryNumber,
    serialNumber: 'INV-400002',
    goodsOwner: GOODS_OWNER,
    acquisitionDate: dayOf(-200),
    warrantyToDate: dayOf(530),
  });

  // Its life, oldest first.
  const year = (days: number) => dayOf(days).slice(0, 4);
  await addTask(
    {
      type: 'Sn', description: 'Påfyllnad från centrallagret', status: 90, plannedDateTime: at(-730, 8), orderNumber: `WO-${year(-730)}-40001`,
      baseStorageId: f.storage.id, fromWarehouseId: central.warehouseId, toFacilityId: f.storage.id, responsibleUserId: 5,
    },
    { productId: wheelchair, stockItemId: assetId, reported: true },
  );
  const transaction = (clientId: number, type: string, days: number, extra: Partial<typeof holdingTransactions.$inferInsert> = {}) => ({
    clientId, stockItemId: assetId, productId: wheelchair, type, quantity: 1, allocatedQuantity: 0, inventoryNumber: f.inventoryNumber, batch: null, userId: 1, createdAt: at(days, 12), ...extra,
  });
  await db.insert(holdingTransactions).values([
    transaction(first.id, 'HANDED_OVER', -700),
    transaction(first.id, 'MOVED_OUT', -500, { otherClientId: second.id }),
    transaction(second.id, 'MOVED_IN', -500, { otherClientId: first.id }),
    transaction(second.id, 'RETURNED', -60, { facilityId: f.storage.id, userId: 2 }),
  ]);
  await addTask(
    {
      type: 'In', description: 'Flytt från returhyllan till huvudlagret', status: 90, plannedDateTime: at(-55, 9), orderNumber: null,
      baseStorageId: f.storage.id, fromWarehouseId: ret.warehouseId, toFacilityId: f.storage.id, responsibleUserId: 5,
    },
    { productId: wheelchair, stockItemId: assetId, reported: true },
  );
  await addTask(
    {
      type: 'Cn', description: 'Leverans till Hemtjänsten Trelleborg Norr', status: 30, plannedDateTime: at(3, 10), orderNumber: `WO-${year(0)}-40002`,
      baseStorageId: f.storage.id, fromWarehouseId: main.warehouseId, toFacilityId: 7, responsibleUserId: 5,
    },
    { productId: wheelchair, stockItemId: assetId, reported: false },
  );
}
