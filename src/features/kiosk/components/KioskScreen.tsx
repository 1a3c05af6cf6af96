import { Box, Group, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Display, DisplayData, WakeLockState } from '../../../contracts/displays';
import { usePageHeading } from '../../../core/ui/page-heading';
import { appBuildId } from '../hooks/app-build';
import { useBurnInShift } from '../hooks/useBurnInShift';
import { useFullscreenOnFirstInteraction } from '../hooks/useFullscreenOnFirstInteraction';
import { useIdleCursor } from '../hooks/useIdleCursor';
import { useNow } from '../hooks/useNow';
import { type DataFlow, dataAgeMs } from '../model/staleness';
import { PanelLayout } from './PanelLayout';
import { StatusCorner } from './StatusCorner';
import { TechnicianButton } from './TechnicianButton';
import { TechnicianPanel } from './TechnicianPanel';

export interface KioskScreenProps {
  display: Display;
  data: DisplayData | undefined;
  /** Epoch ms of the network answer the shown data came from. */
  refreshedAt: number | undefined;
  flow: DataFlow;
  online: boolean;
  wakeLock: WakeLockState;
  queueDepth: number | undefined;
  updateWaiting: boolean;
  /** `?setup`: the technician panel open, the cursor kept, no full-screen grab. */
  setup: boolean;
}

/** A display on screen: its panels with no shell around them, the status corner, the escape hatch. */
export function KioskScreen(props: KioskScreenProps) {
  const { display, data, refreshedAt, flow, online, wakeLock, setup } = props;
  const now = useNow(1_000);
  const [startedAt] = useState(now);
  const [technicianOpen, setTechnicianOpen] = useState(setup);
  const shift = useBurnInShift();
  const cursorHidden = useIdleCursor(!setup && !technicianOpen);
  useFullscreenOnFirstInteraction(!setup);
  const technicianButton = useReturnFocusTo(technicianOpen);
  const navigate = useNavigate();
  usePageHeading(display.name);

  const exitKiosk = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    void navigate({ to: '/display' });
  };

  return (
    <Box
      component="main"
      aria-label={`Display ${display.name}`}
      h="100dvh"
      bg="dark.8"
      c="gray.0"
      style={{ overflow: 'hidden', cursor: cursorHidden ? 'none' : undefined }}
      data-cursor-hidden={cursorHidden}
    >
      <Box
        h="100%"
        p="lg"
        style={{
          display: 'flex',
          flexDirection: 'column',
          transform: `translate(${shift.x}px, ${shift.y}px)`,
          transition: 'transform 2s linear',
        }}
      >
        <Group justify="space-between" mb="sm">
          <Title order={1} fz="clamp(1rem, 2vw, 2rem)" dir="auto">
            {display.name}
          </Title>
          <Text c="gray.4" fz="clamp(0.8rem, 1.4vw, 1.4rem)">
            {display.accountName}
          </Text>
        </Group>
        <Box style={{ flex: 1, minHeight: 0 }}>
          <PanelLayout
            display={display}
            context={{
              data,
              receivedAt: refreshedAt,
              timezone: display.timezone,
              now,
              elapsedMs: now - startedAt,
              online,
            }}
          />
        </Box>
      </Box>
      {/* The escape hatch needs no keyboard: press and hold the top-left corner (or Enter on it). */}
      <TechnicianButton ref={technicianButton} onOpen={() => setTechnicianOpen(true)} />
      <StatusCorner flow={flow} dataAgeMs={dataAgeMs(refreshedAt, now)} wakeLock={wakeLock} />
      <TechnicianPanel
        opened={technicianOpen}
        onClose={() => setTechnicianOpen(false)}
        info={{
          displayId: display.id,
          version: appBuildId(),
          lastRefreshAt: refreshedAt,
          wakeLock,
          online,
          queueDepth: props.queueDepth,
          updateWaiting: props.updateWaiting,
          now,
          timezone: display.timezone,
        }}
        onReload={() => window.location.reload()}
        onExit={exitKiosk}
      />
    </Box>
  );
}

/**
 * The technician panel gives the focus back to the corner button when it closes, however it was
 * opened: `?setup` opens it with the page, where the focus was nowhere (it fell to the page's body).
 */
function useReturnFocusTo(opened: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasOpened = useRef(opened);
  useEffect(() => {
    if (wasOpened.current && !opened) button.current?.focus({ preventScroll: true });
    wasOpened.current = opened;
  }, [opened]);
  return button;
}
