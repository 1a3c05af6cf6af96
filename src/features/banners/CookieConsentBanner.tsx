import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { readStored, writeStored } from '../../core/state/parsed-storage';
import {
  COOKIE_CONSENT_STORAGE_KEY,
  COOKIE_CONSENT_TEXT,
  cookieConsentAcceptedAt,
  cookieConsentSchema,
} from './model/cookie-consent';

/**
 * The cookie-consent banner (S1 §2.8), shown until accepted. It sits in the page's flow with the
 * other banners rather than floating over the page, so it never covers a control.
 */
export function CookieConsentBanner() {
  const [accepted, setAccepted] = useState(
    () => readStored(COOKIE_CONSENT_STORAGE_KEY, cookieConsentSchema) !== undefined,
  );
  if (accepted) return null;

  const accept = () => {
    writeStored(COOKIE_CONSENT_STORAGE_KEY, cookieConsentAcceptedAt(new Date()));
    setAccepted(true);
  };

  return (
    <Paper component="section" aria-label="Cookie consent" withBorder radius={0} px="md" py="xs">
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text size="sm">{COOKIE_CONSENT_TEXT}</Text>
        <Button onClick={accept} style={{ flexShrink: 0 }}>
          Accept
        </Button>
      </Group>
    </Paper>
  );
}
