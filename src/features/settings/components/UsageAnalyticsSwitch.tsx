import { Switch } from '@mantine/core';
import { cookieConsentAtom } from '../../../core/privacy/cookie-consent';
import { useAtom } from '../../../core/state/jotai';
// The forced-colours rules for the Mantine Switch drawn here (core/ui/forced-colors.css).
import '../../../core/ui/forced-colors.css';

/**
 * The cookie banner's answer, to change later (walkthrough 29, D2): on is 'Accept', off is 'Only
 * necessary'. It is this device's, not a server preference, so it works offline too.
 */
export function UsageAnalyticsSwitch() {
  const [consent, answer] = useAtom(cookieConsentAtom);
  return (
    <Switch
      label="Usage analytics"
      description="On this device, Microsoft Clarity records how pages are used, with typed text masked."
      checked={consent.analytics}
      onChange={(event) => answer({ now: new Date(), analytics: event.currentTarget.checked })}
    />
  );
}
