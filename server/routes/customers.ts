/** GET /customers: only the municipalities the caller is authorized for. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { listCustomers } from '../../src/contract/customers.ts';
import { newRouter } from '../context.ts';
import { authorizations, customers } from '../db/schema.ts';
import { pageWindow } from '../paging.ts';

export const customerRoutes = newRouter().openapi(listCustomers, async (c) => {
  const { db, session } = c.var;
  const query = c.req.valid('query');
  const authorized = db
    .select({ id: authorizations.authId })
    .from(authorizations)
    .where(and(eq(authorizations.userId, session.userId), eq(authorizations.type, 'MUNICIPALITY')));
  const where = inArray(customers.id, authorized);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db.select({ id: customers.id, name: customers.name }).from(customers).where(where).orderBy(asc(customers.name)).limit(limit).offset(offset),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return c.json({ page: rows, count: total?.n ?? 0 }, 200);
});
