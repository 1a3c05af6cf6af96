import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { canManageDisplays, type Display, type SaveDisplay } from '../../../contracts/displays';
import { messageOf } from '../../../core/api/api-error';
import { sessionAtom } from '../../../core/auth/session-state';
import { useCachedResource } from '../../../core/cache/useCachedResource';
import { useNetworkStatus } from '../../../core/network/useNetworkStatus';
import { useAtomValue } from '../../../core/state/jotai';
import { ConfirmDelete } from '../../../core/ui/ConfirmDelete';
import { toastError } from '../../../core/ui/toasts';
import { addDisplay, deleteDisplay, displayStatusesRead, updateDisplay } from '../data';
import { useInterval } from '../hooks/useInterval';
import { useNow } from '../hooks/useNow';
import { DisplayForm } from './DisplayForm';
import { DisplayStatusTable } from './DisplayStatusTable';

/** The admin list follows the heartbeats: read again this often while open. */
const STATUS_REFRESH_MS = 30_000;

type Editing = { display: Display | undefined } | undefined;

/**
 * Configuration → Displays (displaymanagement): every display's last heartbeat and whether it is
 * stale, and create, edit and delete. Writes go straight to the API (not queued); offline the
 * cached list shows read-only.
 */
export function DisplaysAdminPage() {
  const claims = useAtomValue(sessionAtom)?.user.claims ?? [];
  const allowed = canManageDisplays(claims);
  const { isConnected } = useNetworkStatus();
  const statuses = useCachedResource(
    displayStatusesRead.resource,
    displayStatusesRead.fetch,
    displayStatusesRead.schema,
    {
      scope: displayStatusesRead.scope,
      freshForMs: 0,
    },
  );
  useInterval(statuses.refresh, allowed ? STATUS_REFRESH_MS : undefined);
  const now = useNow(10_000);
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<Display | undefined>();
  const [busy, setBusy] = useState(false);

  if (!allowed)
    return (
      <Container size="lg" py="md">
        <Title order={1}>Displays</Title>
        <Text mt="md">Managing displays needs the displaymanagement permission.</Text>
      </Container>
    );

  const save = async (display: SaveDisplay) => {
    const id = editing?.display?.id;
    await (id === undefined ? addDisplay(display) : updateDisplay(id, display));
    setEditing(undefined);
    statuses.refresh();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteDisplay(deleting.id);
      setDeleting(undefined);
      statuses.refresh();
    } catch (error) {
      toastError('Display not deleted', messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="xl" py="md">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>Displays</Title>
          <Group gap="xs">
            <Button variant="default" onClick={statuses.refresh} disabled={!isConnected}>
              Refresh
            </Button>
            <Button onClick={() => setEditing({ display: undefined })} disabled={!isConnected}>
              New display
            </Button>
          </Group>
        </Group>
        <Text c="dimmed">
          A display reports every minute; one silent for three minutes is stale. A display's screen shows
          /display/&lt;id&gt;: its name below opens it.
        </Text>
        {!isConnected && <Text>Adding and changing displays needs a connection.</Text>}
        {statuses.isLoading && <Loader aria-label="Loading displays" />}
        {!statuses.data && statuses.error && (
          <Alert color="red" role="alert">
            {messageOf(statuses.error)}
          </Alert>
        )}
        {statuses.data && (
          <DisplayStatusTable
            statuses={statuses.data}
            now={now}
            writable={isConnected}
            onEdit={(display) => setEditing({ display })}
            onDelete={setDeleting}
          />
        )}
      </Stack>
      {editing && (
        <DisplayForm
          key={editing.display?.id ?? 'new'}
          display={editing.display}
          opened
          disabled={!isConnected}
          onClose={() => setEditing(undefined)}
          onSave={save}
        />
      )}
      <ConfirmDelete
        title="Delete Display"
        question={`Delete display ${deleting?.id ?? ''} (${deleting?.name ?? ''})? Its screen will say it is not set up.`}
        opened={deleting !== undefined}
        deleting={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
      />
    </Container>
  );
}
