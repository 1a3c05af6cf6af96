import { onSignOut } from '../../core/auth/sign-out';
import { appBadgeNumber } from './model/app-badge';

/** The Badging API (Chromium desktop and ChromeOS installed apps, Safari home-screen apps). */
interface BadgingNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/**
 * Shows `count` on the installed app's icon, or clears it at zero. Where the platform has no
 * Badging API nothing happens; a refusal (a browser tab, no permission) is only logged: the bell
 * in the title bar shows the count anyway.
 */
export async function showAppBadge(
  count: number | undefined,
  badging: BadgingNavigator = navigator as BadgingNavigator,
): Promise<void> {
  const shown = appBadgeNumber(count);
  try {
    if (shown === 0) await badging.clearAppBadge?.();
    else await badging.setAppBadge?.(shown);
  } catch (error) {
    console.debug('App badge not shown', error);
  }
}

// The next person on this device must not see the last one's count on the icon.
onSignOut(() => showAppBadge(0));
