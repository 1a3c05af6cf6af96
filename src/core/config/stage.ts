import type { Stage } from '../../contracts/config';

export const APP_NAME = 'Ops Portal';

/** S1 §1: the stages local, dev and test show the environment banner; production does not. */
export const showsEnvironmentBanner = (stage: Stage) => stage !== 'prod';

/** The page title, prefixed with the stage name outside production: `LOCAL - Home | Ops Portal`. */
export function pageTitle(stage: Stage, title?: string): string {
  const base = title ? `${title} | ${APP_NAME}` : APP_NAME;
  return showsEnvironmentBanner(stage) ? `${stage.toUpperCase()} - ${base}` : base;
}

export const environmentBannerText = (stage: Stage) => `${stage.toUpperCase()} environment`;
