/** The impersonation banner's words: whom, and where to end it. */
export const impersonationBannerText = (impersonated: string) =>
  `You are impersonating ${impersonated}: your app visits are logged for them. Reset it in Settings, Impersonate User.`;

/**
 * The supervisor banner's words: for whom the apps are asked, and where to end it. Every call carries
 * the supervisor's id (S1 §3), but the shell stays the admin's: 'every request is sent for them'
 * read as if the screen were theirs (walkthrough 39, D2).
 */
export const supervisorBannerText = (supervisor: string) =>
  `You are acting for ${supervisor}: apps are asked for their data, while your menu and rights stay your own. Reset it in Settings, Impersonate Supervisor.`;
