/** The user's own profile, standard location and settings (under /rs/fsp/v1). */
import { z } from '@hono/zod-openapi';
import { errorResponses, jsonResponse, pageOf, PagingQuery, defineRoute } from './common.ts';

export const ProfileUpdate = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    surname: z.string().trim().min(1).max(100),
    email: z.email().max(200),
    phoneNo: z.string().trim().min(1).max(40).regex(/^[0-9 +()-]+$/, 'digits, spaces, +, - and parentheses only'),
  })
  .openapi('ProfileUpdate');
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

export const updateProfile = defineRoute({
  operationId: 'updateProfile',
  method: 'put',
  path: '/user',
  summary: 'Update the first name, surname, e-mail and phone number of the logged-in user',
  request: { body: { required: true, content: { 'application/json': { schema: ProfileUpdate } } } },
  responses: { 200: jsonResponse('Saved', ProfileUpdate), ...errorResponses(400, 401, 403) },
});

export const LocationUpdate = z.object({ facilityId: z.number().int().min(1) }).openapi('LocationUpdate');

export const updateLocation = defineRoute({
  operationId: 'updateLocation',
  method: 'put',
  path: '/user/location',
  summary: "Set the user's standard location: a facility in a municipality the user is authorized for",
  request: { body: { required: true, content: { 'application/json': { schema: LocationUpdate } } } },
  responses: {
    204: { description: 'Saved' },
    ...errorResponses(400, 401, {
      403: 'FORBIDDEN: the facility is not in a municipality the user is authorized for; TERMS_NOT_ACCEPTED: the access message is not accepted yet',
      404: 'NOT_FOUND: no such facility',
    }),
  },
});

export const Facility = z
  .object({
    id: z.number().int(),
    value: z.string(),
    label: z.string(),
    category: z.object({ label: z.string(), value: z.number().int() }),
    address: z.object({ street: z.string(), postalNo: z.string(), city: z.string() }),
  })
  .openapi('Facility');
export type Facility = z.infer<typeof Facility>;

export const listFacilities = defineRoute({
  operationId: 'listFacilities',
  method: 'get',
  path: '/facilities',
  summary: 'Facilities in the municipalities the user is authorized for, by name',
  request: { query: PagingQuery },
  responses: { 200: jsonResponse('Facilities', pageOf(Facility, 'FacilityPage')), ...errorResponses(400, 401, 403) },
});

export const acceptAccessMessage = defineRoute({
  operationId: 'acceptAccessMessage',
  method: 'put',
  path: '/user/message',
  summary: 'Accept the access message (the terms in app data); until then other fsp/v1 calls answer 403 TERMS_NOT_ACCEPTED',
  request: { body: { required: true, content: { 'application/json': { schema: z.object({ accepted: z.literal(true) }).openapi('AcceptAccessMessage') } } } },
  responses: { 204: { description: 'Accepted' }, ...errorResponses(400, 401) },
});

/** Known user settings and their allowed values. */
export const USER_SETTINGS = { 'catalogue-view': ['grid', 'list'] } as const;
export type UserSettingId = keyof typeof USER_SETTINGS;

const SettingParams = z.object({ userSettingId: z.enum(Object.keys(USER_SETTINGS) as [UserSettingId, ...UserSettingId[]]) });
export const UserSetting = z.object({ value: z.string().max(100) }).openapi('UserSetting');
export type UserSetting = z.infer<typeof UserSetting>;

export const getUserSetting = defineRoute({
  operationId: 'getUserSetting',
  method: 'post',
  path: '/user/settings/{userSettingId}/get-user-setting',
  summary: 'Read a user setting; 404 when it was never set (the client treats that as empty)',
  request: { params: SettingParams },
  responses: { 200: jsonResponse('The value', UserSetting), ...errorResponses(400, 401, 403, { 404: 'NOT_FOUND: the setting was never set' }) },
});

export const setUserSetting = defineRoute({
  operationId: 'setUserSetting',
  method: 'post',
  path: '/user/settings/{userSettingId}/set-user-setting',
  summary: 'Write a user setting (the value must be one the setting allows)',
  request: { params: SettingParams, body: { required: true, content: { 'application/json': { schema: UserSetting } } } },
  responses: { 200: jsonResponse('Saved', UserSetting), ...errorResponses(400, 401, 403) },
});
