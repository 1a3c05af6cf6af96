import type { FastifyInstance } from 'fastify';
import { api } from '../../contracts/api';
import { canSelectSupervisor, canSelectUser, userTypeOf } from '../../contracts/settings';
import type { SignedInUser } from '../auth/sessions';
import { badRequest, forbidden } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { loadUserProfile, saveImpersonatedUser, toAuthUser } from '../users/user-store';
import {
  notificationPreferencesFor,
  preferencesFor,
  saveNotificationPreference,
  savePreference,
  supervisorOptions,
  userOptions,
} from './settings-store';

/** Notification settings are hidden from Workday users (S2 §6), and refused to them here. */
function refuseWorkdayUser(user: SignedInUser): void {
  if (userTypeOf(user.claims) === 'Workday')
    throw forbidden('Notification settings are not available to Workday users.');
}

/** The Settings panel's preferences, notification settings and impersonation (S2 §3, §6, §7). */
export function registerSettingsRoutes(app: FastifyInstance): void {
  const { db, sessions } = app.portal;

  registerEndpoint(app, api.userPreferences, async ({ user }) => preferencesFor(db, user));

  registerEndpoint(app, api.updateUserPreference, async ({ user, body }) => {
    savePreference(db, user, body);
    // The user's other devices and tabs read their preferences (and so their look) again.
    app.portal.userChanges.emit(user.id, 'preferences');
    return undefined;
  });

  registerEndpoint(app, api.notificationPreferences, async ({ user }) => {
    refuseWorkdayUser(user);
    return notificationPreferencesFor(db, user.id);
  });

  registerEndpoint(app, api.updateNotificationPreference, async ({ user, body }) => {
    refuseWorkdayUser(user);
    saveNotificationPreference(db, user.id, body);
    // The user's other devices and tabs with the Notifications sub-tab read them again.
    app.portal.userChanges.emit(user.id, 'notificationSettings');
    return undefined;
  });

  registerEndpoint(app, api.supervisorOptions, async ({ user, body }) => {
    if (!canSelectSupervisor(user.claims)) throw forbidden('Supervisor selection is not enabled for you.');
    return supervisorOptions(db, body.search);
  });

  registerEndpoint(app, api.userOptions, async ({ user, body }) => {
    if (!canSelectUser(user.claims)) throw forbidden('User selection is not enabled for you.');
    return userOptions(db, user.id, body.search, body.userType);
  });

  registerEndpoint(app, api.impersonateUser, async ({ user, body }) => {
    if (!canSelectUser(user.claims)) throw forbidden('User selection is not enabled for you.');
    const target = body.userId;
    if (target !== null && (target === user.id || !loadUserProfile(db, target))) {
      throw badRequest(`User ${target} cannot be impersonated.`, [
        { path: 'userId', message: 'Not another user.' },
      ]);
    }
    saveImpersonatedUser(db, user.id, target);
    // This sign-in's selection with the new claims: the app takes the whole auth user.
    const profile = sessions.profileOf(user.sessionId) ?? user;
    return toAuthUser(profile, user.authToken);
  });
}
