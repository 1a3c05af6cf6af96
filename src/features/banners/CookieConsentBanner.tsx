import { Button, Group, Paper, Text } from '@mantine/core';
import { cookieConsentAtom } from '../../core/privacy/cookie-consent';
import { useAtom } from '../../core/state/jotai';
import { MAIN_CONTENT_PROPS } from '../../core/ui/SkipLink';
import { COOKIE_CONSENT_TEXT } from './model/cookie-consent';

/**
 * The cookie-consent banner (S1 §2.8), shown until answered: 'Accept' (analytics on) or 'Only
 * necessary' (analytics stays off), both remembered (walkthrough 29, D2: a banner with no way to
 * refuse is no consent). It sits in the page's flow with the other banners rather than floating
 * over the page, so it never covers a control.
 */
export function CookieConsentBanner() {
  const [{ answered }, answer] = useAtom(cookieConsentAtom);
  if (answered) return null;
  const choose = (analytics: boolean) => {
    answer({ now: new Date(), analytics });
    // The banner goes with its buttons: the focus goes to the main landmark it sits in, not to the
    // page's body (walkthrough 28, D3).
    document.getElementById(MAIN_CONTENT_PROPS.id)?.focus();
  };

  return (
    <Paper component="section" aria-label="Cookie consent" withBorder radius={0} px="md" py="xs">
      {/* On a narrow screen the buttons go below the text rather than squeeze it. */}
      <Group justify="space-between" gap="xs md">
        <Text size="sm" style={{ flex: '1 1 24rem' }}>
          {COOKIE_CONSENT_TEXT}
        </Text>
        {/* Never wider than the banner: on a phone with large text they go one under the other. */}
        <Group gap="xs" style={{ flexShrink: 0, maxWidth: '100%' }}>
          <Button variant="default" onClick={() => choose(false)}>
            Only necessary
          </Button>
          <Button onClick={() => choose(true)}>Accept</Button>
        </Group>
      </Group>
    </Paper>
  );
}
