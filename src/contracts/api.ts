import { z } from 'zod';
import { endpoint } from './endpoint';
import { menuResponseSchema } from './menu';
import {
  accountInfoSchema,
  loginRequestSchema,
  renewRequestSchema,
  rolesResponseSchema,
  sessionSchema,
  userDetailsSchema,
} from './session';

export const noContent = z.undefined();

export const healthSchema = z.object({
  status: z.enum(['ok', 'maintenance']),
  /** The user-directory database (Workday); `down` shows the DB Connection Down banner. */
  directoryDatabase: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;

export const areaPageSchema = z.object({ areaId: z.string(), title: z.string(), summary: z.string() });
export type AreaPage = z.infer<typeof areaPageSchema>;

/** The API contract. docs/api.md describes each call; keep the two together. */
export const api = {
  login: endpoint({
    method: 'POST',
    path: 'Auth/Login',
    body: loginRequestSchema,
    response: sessionSchema,
    anonymous: true,
  }),
  /** Trades an identity-provider token (Authorization: Bearer) for an app session. */
  exchange: endpoint({
    method: 'POST',
    path: 'Auth/Exchange',
    body: undefined,
    response: sessionSchema,
    anonymous: true,
  }),
  renew: endpoint({
    method: 'POST',
    path: 'Auth/Renew',
    body: renewRequestSchema,
    response: sessionSchema,
    anonymous: true,
  }),
  logout: endpoint({
    method: 'POST',
    path: 'Auth/Logout',
    body: renewRequestSchema,
    response: noContent,
    anonymous: true,
  }),
  health: endpoint({
    method: 'GET',
    path: 'Health',
    body: undefined,
    response: healthSchema,
    anonymous: true,
  }),
  accounts: endpoint({
    method: 'GET',
    path: 'Common/Accounts',
    body: undefined,
    response: z.array(accountInfoSchema),
  }),
  roles: endpoint({ method: 'GET', path: 'Common/Roles', body: undefined, response: rolesResponseSchema }),
  menu: endpoint({ method: 'GET', path: 'Common/Menu', body: undefined, response: menuResponseSchema }),
  selfUserDetails: endpoint({
    method: 'GET',
    path: 'Common/SelfUserDetails',
    body: undefined,
    response: userDetailsSchema,
  }),
  /** The landing data of an area the spec does not detail; guarded by the area's route rule. */
  area: endpoint({ method: 'GET', path: 'Areas/:areaId', body: undefined, response: areaPageSchema }),
} as const;
