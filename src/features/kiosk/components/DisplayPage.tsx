import { useEffect, useRef, useState } from 'react';
import { isApiError, messageOf } from '../../../core/api/api-error';
import { type CachedResource, useCachedResource } from '../../../core/cache/useCachedResource';
import { useNetworkStatus } from '../../../core/network/useNetworkStatus';
import { useQueueDepth } from '../../../core/outbox/useQueueDepth';
import { pendingUpdateAtom } from '../../../core/pwa/update-controller';
import { useAtomValue, useSetAtom } from '../../../core/state/jotai';
import { unattendedScreenAtom } from '../../../core/ui/unattended';
import { displayDataRead, displayRead } from '../data';
import { appBuildId } from '../hooks/app-build';
import { useConnectionSince } from '../hooks/useConnectionSince';
import { useHeartbeat } from '../hooks/useHeartbeat';
import { useInterval } from '../hooks/useInterval';
import { useNow } from '../hooks/useNow';
import { useSelfUpdateWhenIdle } from '../hooks/useSelfUpdateWhenIdle';
import { useSetupForThisVisit } from '../hooks/useSetupForThisVisit';
import { useWakeLock } from '../hooks/useWakeLock';
import { displayIdOf } from '../model/kiosk-params';
import { dataFlow } from '../model/staleness';
import { FullScreenMessage } from './FullScreenMessage';
import { KioskScreen } from './KioskScreen';
import { StatusCorner } from './StatusCorner';

/** Before the definition is known: the server's default refresh pace. */
const DEFAULT_REFRESH_MS = 60_000;

const isNotFound = (error: Error | undefined) => isApiError(error) && error.status === 404;

/**
 * Whether the server last said the display does not exist. Kept while the next read is on its way
 * (a refresh clears the resource's error) and until a read finds the display again: a display
 * deleted while its screen shows otherwise flashed its cached content at every refresh, sent a
 * heartbeat each time (404) and went on at its own pace (walkthrough 13, D2).
 */
function useNotSetUp(definition: CachedResource<unknown>): boolean {
  const saidNotFound = isNotFound(definition.error);
  const foundAgain = definition.data !== undefined && !definition.isStale;
  const [notFoundLast, setNotFoundLast] = useState(false);
  useEffect(() => {
    if (saidNotFound) setNotFoundLast(true);
    else if (foundAgain) setNotFoundLast(false);
  }, [saidNotFound, foundAgain]);
  return saidNotFound || (notFoundLast && !foundAgain);
}

/**
 * Fetches the data as soon as a display that was not set up is found: its only read so far was
 * answered 404, and the next interval may be an hour away, which left a new display saying
 * 'Reconnecting… No data yet' with empty panels while the server answered (walkthrough 27, D1).
 */
function useDataOnceSetUp(notSetUp: boolean, refreshData: () => void) {
  const wasNotSetUp = useRef(notSetUp);
  useEffect(() => {
    if (wasNotSetUp.current && !notSetUp) refreshData();
    wasNotSetUp.current = notSetUp;
  }, [notSetUp, refreshData]);
}

/** Marks the screen unattended while a display shows: no update prompt, no maintenance redirect. */
function useUnattendedScreen() {
  const setUnattended = useSetAtom(unattendedScreenAtom);
  useEffect(() => {
    setUnattended(true);
    return () => setUnattended(false);
  }, [setUnattended]);
}

/**
 * /display/{id}: the display's definition and data through the cache layer (shown from IndexedDB
 * first, refreshed on the display's interval and whenever the connection returns). The last good
 * content stays on screen whatever fails; only an id the server says does not exist gets a message.
 */
export function DisplayPage({ idParam, setup: setupAsked }: { idParam: string; setup: boolean }) {
  const displayId = displayIdOf(idParam);
  useUnattendedScreen();
  const setup = useSetupForThisVisit(idParam, setupAsked);
  // An address that is no display number ('lobby', '0') names no display the server could have,
  // now or later: it is told so without asking the server (walkthrough 10, suggestions).
  if (displayId === 0) return <NotSetUp idParam={idParam} />;
  return <NumberedDisplay displayId={displayId} idParam={idParam} setup={setup} />;
}

function NotSetUp({ idParam }: { idParam: string }) {
  return (
    <FullScreenMessage title={`Display ${idParam} is not set up`}>
      This address names a display that does not exist. Check the display number in the address, or choose one
      of the configured displays.
    </FullScreenMessage>
  );
}

function NumberedDisplay({
  displayId,
  idParam,
  setup,
}: {
  displayId: number;
  idParam: string;
  setup: boolean;
}) {
  const definitionRead = displayRead(displayId);
  const dataRead = displayDataRead(displayId);
  const definition = useCachedResource(definitionRead.resource, definitionRead.fetch, definitionRead.schema, {
    scope: 'device',
  });
  const data = useCachedResource(dataRead.resource, dataRead.fetch, dataRead.schema, { scope: 'device' });
  const { isConnected: online } = useNetworkStatus();
  const notSetUp = useNotSetUp(definition);
  const refreshEveryMs = notSetUp
    ? DEFAULT_REFRESH_MS
    : (definition.data?.refreshSeconds ?? DEFAULT_REFRESH_MS / 1_000) * 1_000;
  useInterval(() => {
    // A display that is not set up keeps asking for its definition only: it starts by itself
    // once an admin creates it, and asks for no data meanwhile.
    definition.refresh();
    if (!notSetUp) data.refresh();
  }, refreshEveryMs);
  useDataOnceSetUp(notSetUp, data.refresh);

  const now = useNow(5_000);
  const wakeLock = useWakeLock(definition.data !== undefined);
  const queueDepth = useQueueDepth();
  const connectionSince = useConnectionSince(online);
  useSelfUpdateWhenIdle(online);
  const updateWaiting = useAtomValue(pendingUpdateAtom) !== null;
  // Only a display the server knows reports: one it does not know would hear 404 every minute.
  useHeartbeat(displayId, definition.data !== undefined && !notSetUp, {
    appVersion: appBuildId(),
    lastRefreshAt: data.refreshedAt ?? null,
    queueDepth: queueDepth ?? 0,
    wakeLock,
    online,
    connectionSince,
  });

  if (notSetUp) return <NotSetUp idParam={idParam} />;
  if (!definition.data) {
    if (definition.isLoading)
      return (
        <FullScreenMessage title="Starting display…" showList={false}>
          Loading display {displayId}.
        </FullScreenMessage>
      );
    return (
      <>
        <FullScreenMessage title={`Display ${displayId} is waiting for the server`} showList={false}>
          {`It has not been shown on this device before, so there is nothing saved to show yet. It starts by itself as soon as the server answers. (${messageOf(definition.error)})`}
        </FullScreenMessage>
        <StatusCorner flow={online ? 'retrying' : 'reconnecting'} dataAgeMs={undefined} wakeLock={wakeLock} />
      </>
    );
  }

  return (
    <KioskScreen
      display={definition.data}
      data={data.data}
      refreshedAt={data.refreshedAt}
      flow={dataFlow(online, data.refreshedAt, now, refreshEveryMs)}
      online={online}
      wakeLock={wakeLock}
      queueDepth={queueDepth}
      updateWaiting={updateWaiting}
      setup={setup}
    />
  );
}
