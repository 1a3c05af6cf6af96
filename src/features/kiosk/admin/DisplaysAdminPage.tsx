import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { canManageDisplays, type Display, type SaveDisplay } from '../../../contracts/displays';
import { isNotFound, messageOf } from '../../../core/api/api-error';
import { isEditConflict } from '../../../core/api/edit-conflict';
import { sessionAtom } from '../../../core/auth/session-state';
import { useCachedResource } from '../../../core/cache/useCachedResource';
import { useNetworkStatus } from '../../../core/network/useNetworkStatus';
import { useAtomValue } from '../../../core/state/jotai';
import { ConfirmDelete } from '../../../core/ui/ConfirmDelete';
import { usePageHeading } from '../../../core/ui/page-heading';
import { toastError } from '../../../core/ui/toasts';
import { useKeptOnSignIn } from '../../../core/unsaved-work/useKeptDraft';
import { addDisplay, deleteDisplay, displayStatusesRead } from '../data';
import { useInterval } from '../hooks/useInterval';
import { useNow } from '../hooks/useNow';
import { DISPLAY_WRITES_OFFLINE_HINT } from '../model/display-form';
import { KEPT_DISPLAY, type KeptDisplay, keptDisplaySchema } from '../model/kept-display';
import { DisplayForm } from './DisplayForm';
import { DisplayStatusTable } from './DisplayStatusTable';
import { updateDisplay } from './display-update';

/** The admin list follows the heartbeats: read again this often while open. */
const STATUS_REFRESH_MS = 30_000;

/**
 * The display form: which display (undefined: a new one), whether it is open, and a new session
 * number for every opening (a fresh form). The form stays mounted while closed: see DisplayForm.
 * `restored`: the edit kept through an expired session it opened on.
 */
interface FormState {
  display: Display | undefined;
  opened: boolean;
  session: number;
  restored?: KeptDisplay;
}

/**
 * Configuration → Displays (displaymanagement): every display's last heartbeat and whether it is
 * stale, and create, edit and delete. Writes go straight to the API (not queued); offline the
 * cached list shows read-only.
 */
export function DisplaysAdminPage() {
  const claims = useAtomValue(sessionAtom)?.user.claims ?? [];
  const allowed = canManageDisplays(claims);
  usePageHeading('Displays');
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
  const [form, setForm] = useState<FormState>({ display: undefined, opened: false, session: 0 });
  const openForm = (display: Display | undefined) =>
    setForm((current) => ({ display, opened: true, session: current.session + 1 }));
  // A display edit kept through an expiry (walkthrough 37, D2): the same admin, signed in again
  // here, gets the form back as they left it (the sign-in page returns to this page). Taken once
  // the page is shown: right after sign-in it is first mounted under the sign-in route's bare
  // layout, and mounted again in the frame (RootLayout), which would have lost what the first took.
  const shown = useRouterState({ select: (state) => state.resolvedLocation?.href === state.location.href });
  useKeptOnSignIn(
    KEPT_DISPLAY,
    keptDisplaySchema,
    (restored) =>
      setForm((current) => ({
        display: restored.loaded,
        opened: true,
        session: current.session + 1,
        restored,
      })),
    shown,
  );
  const closeForm = () => setForm((current) => ({ ...current, opened: false }));
  const [deleting, setDeleting] = useState<Display | undefined>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  /** A display just deleted: once its row is gone, so is the Delete button focus went back to. */
  const deletedId = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (deletedId.current === undefined || !statuses.data) return;
    if (statuses.data.some((status) => status.display.id === deletedId.current)) return;
    deletedId.current = undefined;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) heading.current?.focus();
  }, [statuses.data]);

  if (!allowed)
    return (
      <Container size="lg" py="md">
        <Title order={1}>Displays</Title>
        <Text mt="md">Managing displays needs the displaymanagement permission.</Text>
      </Container>
    );

  /** Saves the form's display; `loaded` is the display as the form now edits it (undefined: a new one). */
  const save = async (display: SaveDisplay, loaded: Display | undefined) => {
    try {
      await (loaded === undefined ? addDisplay(display) : updateDisplay(loaded, display));
    } catch (failure) {
      // Another admin changed it meanwhile: the list shows their version beside the open form.
      if (isEditConflict(failure)) statuses.refresh();
      // Or deleted it: the list drops it, and the form, titled as a new display's, adds it.
      if (loaded !== undefined && isNotFound(failure)) {
        statuses.refresh();
        setForm((current) => ({ ...current, display: undefined }));
      }
      throw failure;
    }
    closeForm();
    statuses.refresh();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteDisplay(deleting.id);
      deletedId.current = deleting.id;
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
          {/* Focus comes here after a delete: the row whose button had it is gone. */}
          <Title order={1} ref={heading} tabIndex={-1} style={{ outlineOffset: 4 }}>
            Displays
          </Title>
          <Group gap="xs">
            <Button variant="default" onClick={statuses.refresh} disabled={!isConnected}>
              Refresh
            </Button>
            <Button onClick={() => openForm(undefined)} disabled={!isConnected}>
              New display
            </Button>
          </Group>
        </Group>
        <Text c="dimmed">
          A display reports every minute; one silent for three minutes is stale. A display's screen shows
          /display/&lt;id&gt;: its name below opens it.
        </Text>
        {!isConnected && <Text>{DISPLAY_WRITES_OFFLINE_HINT}</Text>}
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
            onEdit={openForm}
            onDelete={setDeleting}
          />
        )}
      </Stack>
      <DisplayForm
        display={form.display}
        opened={form.opened}
        session={form.session}
        offline={!isConnected}
        onClose={closeForm}
        onSave={save}
        others={statuses.data?.map((status) => status.display) ?? []}
        restored={form.restored}
      />
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
