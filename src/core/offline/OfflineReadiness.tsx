import { Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { watchLive } from '../cache/cache-store';
import { useNetworkStatus } from '../network/useNetworkStatus';
import { BusyButton } from '../ui/BusyButton';
import { type PartStatus, readinessSummary, storageInWords } from './model/readiness';
import { onOfflinePartsChanged } from './offline-parts';
import { oneRunAtATime } from './one-run-at-a-time';
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
 * The parts' status. Kept current by a live query over the cache (a refresh, another tab), set up
 * again when a part comes or goes and after each read the background save stored: the live query
 * cannot see rows a part's reads did not touch yet (the notes of versions fetched just now).
 * While 'Make available offline' runs (`saving`), read again after each of its steps instead, one
 * read at a time: a live query set up per step, and re-run by every row stored, put a dozen reads
 * of the whole cache side by side, which slowed the save to 3-5 reads a second.
 */
function usePartStatuses(saving: boolean, step: unknown): PartStatus[] | undefined {
  const [statuses, setStatuses] = useState<PartStatus[]>();
  const [partsVersion, setPartsVersion] = useState(0);
  useEffect(() => onOfflinePartsChanged(() => setPartsVersion((version) => version + 1)), []);
  const [backgroundSaves, setBackgroundSaves] = useState(0);
  useEffect(() => onBackgroundSave(() => setBackgroundSaves((count) => count + 1)), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a part registered or gone, or a read saved in the background, sets the live query up again.
  useEffect(
    () => (saving ? undefined : watchLive(readOfflineReadiness, setStatuses)),
    [saving, partsVersion, backgroundSaves],
  );
  const [readAgain, setReadAgain] = useState<() => void>();
  useEffect(() => {
    if (!saving) return;
    let current = true;
    setReadAgain(() =>
      oneRunAtATime(async () => {
        const read = await readOfflineReadiness();
        // Once the save is over the live query is back, and an answer of ours may be older.
        if (current) setStatuses(read);
      }),
    );
    return () => {
      current = false;
      setReadAgain(undefined);
    };
  }, [saving]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each step of the save, and each read saved in the background meanwhile, reads again.
  useEffect(() => readAgain?.(), [readAgain, step, partsVersion, backgroundSaves]);
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
  const [running, setRunning] = useState(false);
  const statuses = usePartStatuses(running, progress);
  const { isConnected } = useNetworkStatus();
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
