/**
 * Reference data the areas share (spec 2 §7 Reference data, spec 3 §7): the base storages
 * (facilities of category 2, with their municipality) and the reason codes of a category, labelled
 * in the caller's language.
 */
import { asc, count, eq } from 'drizzle-orm';
import { FACILITY_CATEGORY } from '../../src/contract/constants.ts';
import { listBaseStorages, listReasonCodes, type BaseStorage } from '../../src/contract/reference-data.ts';
import { newRouter } from '../context.ts';
import { customers, facilities, reasonCodes } from '../db/schema.ts';
import { pageWindow } from '../paging.ts';

/** A base storage's columns (facilities joined with their municipality, `customers`), for `toBaseStorage`. */
export const baseStorageFields = {
  id: facilities.id,
  value: facilities.value,
  label: facilities.label,
  categoryValue: facilities.categoryValue,
  categoryLabel: facilities.categoryLabel,
  street: facilities.street,
  postalNo: facilities.postalNo,
  city: facilities.city,
  customerId: customers.id,
  customerName: customers.name,
};

type BaseStorageRow = { id: number; value: string; label: string; categoryValue: number; categoryLabel: string; street: string; postalNo: string; city: string; customerId: string | null; customerName: string | null };

/** The contract's BaseStorage of a row of `baseStorageFields` (GET /base-storages and GET /base-storages/{facility}). */
export function toBaseStorage(r: BaseStorageRow): BaseStorage {
  return {
    id: r.id,
    value: r.value,
    label: r.label,
    category: { label: r.categoryLabel, value: r.categoryValue },
    address: { street: r.street, postalNo: r.postalNo, city: r.city },
    municipality: r.customerId !== null && r.customerName !== null ? { id: r.customerId, name: r.customerName } : null,
  };
}

export const referenceDataRoutes = newRouter()
  .openapi(listBaseStorages, async (c) => {
    const { db } = c.var;
    const query = c.req.valid('query');
    const { limit, offset } = pageWindow(query);
    const where = eq(facilities.categoryValue, FACILITY_CATEGORY.baseStorage);
    const [rows, [total]] = await Promise.all([
      db
        .select(baseStorageFields)
        .from(facilities)
        .leftJoin(customers, eq(customers.id, facilities.customerId))
        .where(where)
        .orderBy(asc(facilities.label), asc(facilities.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(facilities).where(where),
    ]);
    return c.json(
      {
        page: rows.map(toBaseStorage),
        count: total?.n ?? 0,
      },
      200,
    );
  })
  .openapi(listReasonCodes, async (c) => {
    const { db, lang } = c.var;
    const query = c.req.valid('query');
    const { limit, offset } = pageWindow(query);
    const where = eq(reasonCodes.category, query.category);
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: reasonCodes.id, value: reasonCodes.value, label: reasonCodes.label, labelEn: reasonCodes.labelEn })
        .from(reasonCodes)
        .where(where)
        .orderBy(asc(reasonCodes.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(reasonCodes).where(where),
    ]);
    return c.json({ page: rows.map((r) => ({ id: r.id, value: r.value, label: lang === 'en' ? r.labelEn : r.label })), count: total?.n ?? 0 }, 200);
  });
