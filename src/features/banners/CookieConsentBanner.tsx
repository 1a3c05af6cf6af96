import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { readStored, writeStored } from '../../core/state/parsed-storage';
import {
  COOKIE_CONSENT_STORAGE_KEY,
  COOKIE_CONSENT_TEXT,
  cookieConsentAcceptedAt,
  cookieConsentSchema,
} from './model/cookie-consent';

/** The cookie-consent banner (S1 §2.8): pinned to the bottom of the window until accepted. */
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
    <Paper
      component="section"
      aria-label="Cookie consent"
      shadow="md"
      withBorder
      radius={0}
      p="md"
      style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 250 }}
    >
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text size="sm">{COOKIE_CONSENT_TEXT}</Text>
        <Button onClick={accept}>Accept</Button>
      </Group>
    </Paper>
  );
}
