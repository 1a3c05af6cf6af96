import { claimSchema } from './claims';
import { z } from './zod';

export const roleSchema = z.object({ roleId: z.int(), roleName: z.string() });
export type Role = z.infer<typeof roleSchema>;

/** The auth user of S1 §3. */
export const authUserSchema = z.object({
  id: z.int(),
  name: z.string(),
  authToken: z.string().check(z.minLength(1)),
  claims: z.array(claimSchema),
  roles: z.array(roleSchema),
  selectedRoleId: z.nullable(z.int()),
  selectedAccountId: z.nullable(z.int()),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * What every sign-in path ends in. The app token (`user.authToken`) lives minutes;
 * `refreshToken` renews it through `Auth/Renew` without asking the user again.
 */
export const sessionSchema = z.object({
  user: authUserSchema,
  refreshToken: z.string().check(z.minLength(1)),
  /**
   * Epoch milliseconds when `user.authToken` stops being accepted, on the server's clock as the
   * server answers it. The app keeps it on the device's clock (the request layer moves it there
   * when the answer arrives, by the answer's `Date` header: `core/api/token-clock.ts`), so its
   * stored copy compares with `Date.now()` however far the device's clock is off.
   */
  expiresAt: z.number(),
});
export type Session = z.infer<typeof sessionSchema>;

export const loginRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Enter your username'), z.maxLength(100)),
  password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(200)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const renewRequestSchema = z.object({ refreshToken: z.string().check(z.minLength(1)) });
export type RenewRequest = z.infer<typeof renewRequestSchema>;

/** Account info of S1 §3. */
export const accountInfoSchema = z.object({
  acctId: z.int(),
  acctName: z.string(),
  accountTimezone: z.string(),
  accountDaylightSavings: z.boolean(),
  acctStartup: z.boolean(),
  supervisorDefined: z.boolean(),
  supervisorFullyDefined: z.boolean(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

export const rolesResponseSchema = z.object({
  roles: z.array(roleSchema),
  /** Roles merged into one (the Merge Roles preference): no role switching then. */
  consolidated: z.boolean(),
});
export type RolesResponse = z.infer<typeof rolesResponseSchema>;

/** User details (S2 §3); the self response's exact fields are not shown by the spec. */
export const userDetailsSchema = z.object({
  id: z.int(),
  sapId: z.string(),
  domainId: z.string(),
  locationCode: z.string(),
  name: z.string(),
  email: z.string(),
  jobFamilyGroup: z.string(),
  jobFamily: z.string(),
  roles: z.array(roleSchema),
  groups: z.array(z.string()),
  accounts: z.array(z.object({ acctId: z.int(), acctName: z.string() })),
  tables: z.array(z.string()),
  appPermissions: z.array(z.object({ area: z.string(), level: z.string() })),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;
