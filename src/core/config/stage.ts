import type { Stage } from '../../contracts/config';

export const APP_NAME = 'Ops Portal';

/** S1 §1: the stages local, dev and test show the environment banner; production does not. */
export const showsEnvironmentBanner = (stage: Stage) => stage !== 'prod';

/**
 * The page title, prefixed with the stage name outside production: `LOCAL - Home | Ops Portal`.
 * A page's own heading, when it differs from the route's title, comes first: `Page Not Found -
 * Error | Ops Portal` (core/ui/page-heading.ts).
 */
export function pageTitle(stage: Stage, title?: string, heading?: string): string {
  const named = heading && title && heading !== title ? `${heading} - ${title}` : (heading ?? title);
  const base = named ? `${named} | ${APP_NAME}` : APP_NAME;
  return showsEnvironmentBanner(stage) ? `${stage.toUpperCase()} - ${base}` : base;
}

export const environmentBannerText = (stage: Stage) => `${stage.toUpperCase()} environment`;
