/**
 * A task and its lines as the API shows them (src/contract/tasks.ts Task and TaskLine): the work
 * list's task (server/routes/tasks.ts) and a client's task (server/routes/clients.ts) read them alike.
 */
import { asc, eq } from 'drizzle-orm';
import type { TaskLine } from '../src/contract/tasks.ts';
import type { Db } from './db/index.ts';
import { itemClasses, products, stockItems, taskLines, tasks, warehouseLocations, warehouses } from './db/schema.ts';

/** The columns every task shows (a query joining its from-warehouse, `warehouses`). */
export const taskBaseFields = {
  id: tasks.id,
  type: tasks.type,
  description: tasks.description,
  status: tasks.status,
  plannedDateTime: tasks.plannedDateTime,
  orderNumber: tasks.orderNumber,
  warehouseValue: warehouses.value,
  warehouseLabel: warehouses.label,
};

export type TaskBaseRow = {
  id: number;
  type: string;
  description: string;
  status: number;
  plannedDateTime: Date;
  orderNumber: string | null;
  warehouseValue: string | null;
  warehouseLabel: string | null;
};

/** What every task shows, of `type` (the row's, as the caller's contract types it). */
export function taskBase<T extends string>(row: TaskBaseRow, type: T) {
  return {
    id: row.id,
    type,
    description: row.description,
    status: row.status,
    plannedDateTime: row.plannedDateTime.toISOString(),
    referenceOrderLine: row.orderNumber === null ? null : { orderNumber: row.orderNumber },
    // A collection (CA) goes from the client: it has no from-warehouse, whatever is stored.
    fromWarehouse: type === 'CA' || row.warehouseValue === null || row.warehouseLabel === null ? null : { value: row.warehouseValue, label: row.warehouseLabel },
  };
}

export type LineRow = {
  id: number;
  quantity: number;
  maxQuantity: number;
  reportedQuantity: number;
  returnedQuantity: number;
  name: string;
  itemNumber: string;
  itemClass: string;
  batch: string | null;
  fixedAssetNumber: string | null;
  locationValue: string | null;
};

/** A task's lines in id order with the product, the stock item they name and its location. */
export async function lineRows(db: Db, taskId: number): Promise<LineRow[]> {
  return db
    .select({
      id: taskLines.id,
      quantity: taskLines.quantity,
      maxQuantity: taskLines.maxQuantity,
      reportedQuantity: taskLines.reportedQuantity,
      returnedQuantity: taskLines.returnedQuantity,
      name: products.name,
      itemNumber: products.productNumber,
      itemClass: itemClasses.label,
      batch: stockItems.batch,
      fixedAssetNumber: stockItems.inventoryNumber,
      locationValue: warehouseLocations.value,
    })
    .from(taskLines)
    .innerJoin(products, eq(products.id, taskLines.productId))
    .innerJoin(itemClasses, eq(itemClasses.id, products.itemClassId))
    .leftJoin(stockItems, eq(stockItems.id, taskLines.stockItemId))
    .leftJoin(warehouseLocations, eq(warehouseLocations.id, stockItems.warehouseLocationId))
    .where(eq(taskLines.taskId, taskId))
    .orderBy(asc(taskLines.id));
}

export const toLine = (l: LineRow): TaskLine => ({
  id: l.id,
  quantity: l.quantity,
  maxQuantity: l.maxQuantity,
  reportedQuantity: l.reportedQuantity,
  returnedQuantity: l.returnedQuantity,
  item: { name: l.name, itemNumber: l.itemNumber, itemClass: l.itemClass, batch: l.batch, fixedAssetNumber: l.fixedAssetNumber },
});

/** A task's lines in id order, with the product and the stock item they name: the work list's and a client's task (clients.ts). */
export async function taskLinesOf(db: Db, taskId: number): Promise<TaskLine[]> {
  return (await lineRows(db, taskId)).map(toLine);
}

