import { Anchor, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { sessionEndpoints } from '../../contracts/session-api';
import { messageOf } from '../../core/api/api-error';
import { appApi } from '../../core/api/app-api';
import { getSession } from '../../core/auth/session-state';
import { signOut } from '../../core/auth/sign-out';
import { appConfig } from '../../core/config/app-config';
import { leaveForPage } from '../../core/outbox/outbox';
import { accountsAtom } from '../../core/session/account-state';
import { homeKeepingContext } from '../../core/session/home-keeping-context';
import { useAtomValue } from '../../core/state/jotai';
import { BusyButton } from '../../core/ui/BusyButton';
import { usePageHeading } from '../../core/ui/page-heading';
import { MAIN_CONTENT_PROPS } from '../../core/ui/SkipLink';
import { useMainTakesFocusOnArrival } from '../../core/ui/useMainTakesFocusOnArrival';
import { unsavedWorkText } from '../../core/unsaved-work/model/work-lost';
import { unsavedWorkAtom } from '../../core/unsaved-work/unsaved-work-state';
import { errorEntry, recommendedBrowsers } from './model/error-catalogue';

/**
 * Return Home reloads /home (S1 §2.2): a full load starts the app afresh, in the context the failed
 * page had (its query came along, `errorAddress`).
 */
const returnHome = () => void leaveForPage(homeKeepingContext());

function MigrationCheck() {
  const [status, setStatus] = useState<string>();
  const [checking, setChecking] = useState(false);
  const check = async () => {
    setChecking(true);
    try {
      const health = await appApi().call(sessionEndpoints.health);
      if (health.status === 'ok') returnHome();
      else setStatus('The migration is still in progress. Please check again in a few minutes.');
    } catch (error) {
      setStatus(messageOf(error));
    } finally {
      setChecking(false);
    }
  };
  return (
    <>
      <BusyButton onClick={() => void check()} busy={checking}>
        Check Migration Status
      </BusyButton>
      {status && <Text role="status">{status}</Text>}
    </>
  );
}

export function ErrorPage({ id }: { id: string }) {
  // Known after a navigation within the app (a launcher tile); empty on a page load of the error.
  const hasAccounts = useAtomValue(accountsAtom).length > 0;
  const entry = errorEntry(id, { hasAccounts });
  usePageHeading(entry.title);
  // Reached from a running app (a save answered 503), what it held unsaved is still in this page;
  // Return Home and the migration check start the app afresh without it: the user hears of it.
  const unsavedWork = useAtomValue(unsavedWorkAtom);
  useMainTakesFocusOnArrival();
  return (
    <Container size="sm" py="xl">
      <Stack component="main" {...MAIN_CONTENT_PROPS} align="flex-start" gap="md">
        <Title order={1}>{entry.title}</Title>
        <Text>{entry.text}</Text>
        {unsavedWork.length > 0 && (
          <Text fw={600}>
            Not saved: {unsavedWorkText(unsavedWork)}. Make {new Set(unsavedWork).size > 1 ? 'them' : 'it'}{' '}
            again once the portal is back.
          </Text>
        )}
        {entry.actions.includes('recommendedBrowsers') && (
          <List aria-label="Recommended browsers">
            {recommendedBrowsers.map((b) => (
              <List.Item key={b.name}>
                <Anchor href={b.href} target="_blank" rel="noreferrer">
                  {b.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
        <Group>
          {entry.actions.includes('checkMigration') && <MigrationCheck />}
          {entry.actions.includes('requestAccess') && (
            <Button component="a" href={appConfig().supportUrl} variant="light">
              Request access from support
            </Button>
          )}
          {entry.actions.includes('returnHome') && <Button onClick={returnHome}>Return Home</Button>}
          {entry.actions.includes('signOut') && getSession() && (
            <Button variant="subtle" onClick={() => void signOut()}>
              Sign out
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
