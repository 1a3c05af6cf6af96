import { Button, Group, Paper, Text } from '@mantine/core';
import { cookieConsentAtom } from '../../core/privacy/cookie-consent';
import { useAtom } from '../../core/state/jotai';
import { MAIN_CONTENT_PROPS } from '../../core/ui/SkipLink';
import { COOKIE_CONSENT_TEXT } from './model/cookie-consent';

/**
 * The cookie-consent banner (S1 §2.8), shown until accepted. It sits in the page's flow with the
 * other banners rather than floating over the page, so it never covers a control.
 */
export function CookieConsentBanner() {
  const [accepted, accept] = useAtom(cookieConsentAtom);
  if (accepted) return null;

  return (
    <Paper component="section" aria-label="Cookie consent" withBorder radius={0} px="md" py="xs">
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text size="sm">{COOKIE_CONSENT_TEXT}</Text>
        <Button
          onClick={() => {
            accept(new Date());
            // The banner goes with its button: the focus goes to the main landmark it sits in, not
            // to the page's body (walkthrough 28, D3).
            document.getElementById(MAIN_CONTENT_PROPS.id)?.focus();
          }}
          style={{ flexShrink: 0 }}
        >
          Accept
        </Button>
      </Group>
    </Paper>
  );
}
