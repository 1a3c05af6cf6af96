/** The impersonation banner's words: whom, and where to end it. */
export const impersonationBannerText = (impersonated: string) =>
  `You are impersonating ${impersonated}: your app visits are logged for them. Reset it in Settings, Impersonate User.`;
