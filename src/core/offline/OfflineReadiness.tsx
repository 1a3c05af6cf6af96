import { Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { watchLive } from '../cache/cache-store';
import { useNetworkStatus } from '../network/useNetworkStatus';
import { BusyButton } from '../ui/BusyButton';
import { type PartStatus, readinessSummary, storageInWords } from './model/readiness';
import { onOfflinePartsChanged } from './offline-parts';
import { type FillProgress, makeAvailableOffline, onBackgroundSave, readOfflineReadiness } from './readiness';

interface StorageState {
  usage: number | undefined;
  quota: number | undefined;
  persisted: boolean | undefined;
}

/** StorageManager's estimate and persistence, where the browser has them. */
function useStorage(refreshKey: unknown): StorageState | undefined {
  const [state, setState] = useState<StorageState>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey asks for a new estimate after saving.
  useEffect(() => {
    let live = true;
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    void Promise.all([
      storage?.estimate?.().catch(() => undefined),
      storage?.persisted?.().catch(() => undefined),
    ]).then(([estimate, persisted]) => {
      if (live) setState({ usage: estimate?.usage, quota: estimate?.quota, persisted });
    });
    return () => {
      live = false;
    };
  }, [refreshKey]);
  return state;
}

/**
 * The parts' status, kept current by a live query over the cache (a refresh, another tab) and
 * read again at each step of 'Make available offline' (`refreshKey`) and of the background save
 * (`onBackgroundSave`): the live query cannot see
 * rows a part's reads did not touch yet (the notes of versions fetched just now).
 */
function usePartStatuses(refreshKey: unknown): PartStatus[] | undefined {
  const [statuses, setStatuses] = useState<PartStatus[]>();
  const [partsVersion, setPartsVersion] = useState(0);
  useEffect(() => onOfflinePartsChanged(() => setPartsVersion((version) => version + 1)), []);
  const [backgroundSaves, setBackgroundSaves] = useState(0);
  useEffect(() => onBackgroundSave(() => setBackgroundSaves((count) => count + 1)), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a part registered or gone, or a step saved (by the user's button or in the background), reads again.
  useEffect(() => watchLive(readOfflineReadiness, setStatuses), [partsVersion, refreshKey, backgroundSaves]);
  return statuses;
}

/** 'Make available offline' failed as a whole (not a read: those are counted and skipped). */
export const SAVING_STOPPED = 'Saving for offline use stopped';
export const SAVING_STOPPED_MESSAGE = `${SAVING_STOPPED}: this device's storage could not be used. Try again.`;

function progressText({ done, total, failed }: FillProgress, running: boolean): string {
  if (running) return `Saving for offline use: ${done + failed} of ${total}`;
  if (failed > 0) return `Saved ${done} of ${total}. ${failed} could not be fetched: try again later.`;
  return total === 0 ? 'Nothing was missing.' : `Saved ${done} of ${total}.`;
}

/**
 * Offline readiness (issue 13), inside the sync status panel: each thing kept on the device for
 * offline use with its age and whether it is complete, the storage used and left and whether the
 * browser keeps it, and 'Make available offline', which fetches what is missing with progress.
 * Loaded when the panel opens (the default export is for React.lazy).
 */
export default function OfflineReadiness() {
  const [progress, setProgress] = useState<FillProgress>();
  const statuses = usePartStatuses(progress);
  const { isConnected } = useNetworkStatus();
  const [running, setRunning] = useState(false);
  const [stopped, setStopped] = useState<string>();
  const storage = useStorage(running);
  if (!statuses) return null;
  const summary = readinessSummary(statuses, Date.now());
  const space = storage && storageInWords(storage);

  const fill = async () => {
    setRunning(true);
    setStopped(undefined);
    try {
      await makeAvailableOffline(setProgress);
    } catch (error) {
      // The device's database failed under it (its storage full, the site's data cleared meanwhile).
      console.warn(SAVING_STOPPED, error);
      setStopped(SAVING_STOPPED_MESSAGE);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack gap="xs" role="region" aria-label="Offline use">
      <Text size="sm" fw={600} component="h3" m={0}>
        Offline use
      </Text>
      <Text size="xs">{summary.headline}</Text>
      <Stack
        gap={6}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Saved on this device"
      >
        {summary.rows.map((row) => (
          <Group key={row.label} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0}>
              <Text size="xs" fw={500}>
                {row.label}
              </Text>
              <Text size="xs" c="dimmed">
                {row.age}
              </Text>
            </Stack>
            {/* Words, not colours, carry the state: readable in every theme and by every eye. */}
            <Text size="xs" fw={row.complete ? 400 : 700} ta="right" style={{ flexShrink: 0 }}>
              {row.state}
            </Text>
          </Group>
        ))}
      </Stack>
      {space && (
        <Stack gap={0}>
          {space.space && <Text size="xs">Storage: {space.space}</Text>}
          <Text size="xs" c="dimmed">
            {space.kept}
          </Text>
        </Stack>
      )}
      <BusyButton
        size="xs"
        variant="light"
        onClick={() => void fill()}
        busy={running}
        disabled={!isConnected}
      >
        Make available offline
      </BusyButton>
      {stopped && (
        <Text size="xs" role="alert">
          {stopped}
        </Text>
      )}
      {!isConnected && (
        <Text size="xs" c="dimmed">
          Saving for offline use needs a connection.
        </Text>
      )}
      {progress && (
        <>
          {running && (
            <Progress
              size="sm"
              value={progress.total ? ((progress.done + progress.failed) / progress.total) * 100 : 100}
              aria-label="Saving for offline use"
            />
          )}
          <Text size="xs" role="status">
            {progressText(progress, running)}
          </Text>
        </>
      )}
    </Stack>
  );
}
