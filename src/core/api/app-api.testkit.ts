import { setAppConfig } from '../config/app-config';
import { resetAppApi } from './app-api';

/** The app's request layer as a production build sets it up, aimed at `https://api.test`. */
export function setUpTestApi(): void {
  setAppConfig({
    stage: 'prod',
    apiBaseUrl: 'https://api.test',
    hubBaseUrl: '/hubs',
    auth: { mode: 'local' },
    supportUrl: 'mailto:x@example.com',
  });
  resetAppApi();
}
