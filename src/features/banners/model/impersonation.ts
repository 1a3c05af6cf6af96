/** The impersonation banner's words: whom, and where to end it. */
export const impersonationBannerText = (impersonated: string) =>
  `You are impersonating ${impersonated}: your app visits are logged for them. Reset it in Settings, Impersonate User.`;

/** The supervisor banner's words: for whom every call is made, and where to end it. */
export const supervisorBannerText = (supervisor: string) =>
  `You are acting for ${supervisor}: every request is sent for them. Reset it in Settings, Impersonate Supervisor.`;
