/** PUT /user, PUT /user/location, GET /facilities, and the user settings. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { acceptAccessMessage, getUserSetting, listFacilities, setUserSetting, updateLocation, updateProfile, USER_SETTINGS } from '../../src/contract/profile.ts';
import { newRouter } from '../context.ts';
import { authorizations, facilities, userSettings, users } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { pageWindow } from '../paging.ts';
import type { Db } from '../db/index.ts';

/** Facilities in the municipalities the user is authorized for. */
function authorizedFacilities(db: Db, userId: number) {
  const municipalities = db
    .select({ id: authorizations.authId })
    .from(authorizations)
    .where(and(eq(authorizations.userId, userId), eq(authorizations.type, 'MUNICIPALITY')));
  return inArray(facilities.customerId, municipalities);
}

export const profileRoutes = newRouter()
  .openapi(acceptAccessMessage, async (c) => {
    const { db, session } = c.var;
    await db.update(users).set({ accessMessage: null }).where(eq(users.id, session.userId));
    return c.body(null, 204);
  })
  .openapi(updateProfile, async (c) => {
    const { db, session } = c.var;
    const body = c.req.valid('json');
    await db.update(users).set(body).where(eq(users.id, session.userId));
    return c.json(body, 200);
  })
  .openapi(listFacilities, async (c) => {
    const { db, session } = c.var;
    const { limit, offset } = pageWindow(c.req.valid('query'));
    const where = authorizedFacilities(db, session.userId);
    const [rows, [total]] = await Promise.all([
      db.select().from(facilities).where(where).orderBy(asc(facilities.label)).limit(limit).offset(offset),
      db.select({ n: count() }).from(facilities).where(where),
    ]);
    const page = rows.map((f) => ({
      id: f.id,
      value: f.value,
      label: f.label,
      category: { label: f.categoryLabel, value: f.categoryValue },
      address: { street: f.street, postalNo: f.postalNo, city: f.city },
    }));
    return c.json({ page, count: total?.n ?? 0 }, 200);
  })
  .openapi(updateLocation, async (c) => {
    const { db, session } = c.var;
    const { facilityId } = c.req.valid('json');
    const [exists] = await db.select({ id: facilities.id }).from(facilities).where(eq(facilities.id, facilityId));
    if (!exists) throw new ApiError(404, 'NOT_FOUND');
    const [allowed] = await db.select({ id: facilities.id }).from(facilities).where(and(eq(facilities.id, facilityId), authorizedFacilities(db, session.userId)));
    if (!allowed) throw new ApiError(403, 'FORBIDDEN');
    await db.update(users).set({ facilityId }).where(eq(users.id, session.userId));
    return c.body(null, 204);
  })
  .openapi(getUserSetting, async (c) => {
    const { db, session } = c.var;
    const { userSettingId } = c.req.valid('param');
    const [row] = await db
      .select({ value: userSettings.value })
      .from(userSettings)
      .where(and(eq(userSettings.userId, session.userId), eq(userSettings.settingId, userSettingId)));
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    return c.json({ value: row.value }, 200);
  })
  .openapi(setUserSetting, async (c) => {
    const { db, session } = c.var;
    const { userSettingId } = c.req.valid('param');
    const { value } = c.req.valid('json');
    if (!(USER_SETTINGS[userSettingId] as readonly string[]).includes(value)) {
      throw new ApiError(400, 'VALIDATION', `value: one of ${USER_SETTINGS[userSettingId].join(', ')}`);
    }
    await db
      .insert(userSettings)
      .values({ userId: session.userId, settingId: userSettingId, value })
      .onConflictDoUpdate({ target: [userSettings.userId, userSettings.settingId], set: { value } });
    return c.json({ value }, 200);
  });
