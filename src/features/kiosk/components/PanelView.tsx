import { Text } from '@mantine/core';
import type { DisplayData, Panel } from '../../../contracts/displays';
import { alertAgeMs } from '../model/alert-age';
import { AlertsPanel } from './AlertsPanel';
import { AnnouncementsPanel } from './AnnouncementsPanel';
import { ClockPanel } from './ClockPanel';
import { KeyFiguresPanel } from './KeyFiguresPanel';
import { kioskFontSize } from './kiosk-type';
import { PanelFrame } from './PanelFrame';
import { ReportPanel } from './ReportPanel';

export interface PanelContext {
  data: DisplayData | undefined;
  /** When the device stored `data` (its own clock). */
  receivedAt: number | undefined;
  timezone: string;
  now: number;
  elapsedMs: number;
  online: boolean;
}

const waiting = (title: string) => (
  <PanelFrame title={title}>
    <Text c="gray.4" fz={kioskFontSize.detail}>
      Waiting for the first data…
    </Text>
  </PanelFrame>
);

/** One panel of a display with the data it needs. */
export function PanelView({ panel, context }: { panel: Panel; context: PanelContext }) {
  const { data } = context;
  switch (panel.kind) {
    case 'clock':
      return <ClockPanel now={context.now} timezone={context.timezone} />;
    case 'announcements':
      return data ? (
        <AnnouncementsPanel announcements={data.announcements} elapsedMs={context.elapsedMs} />
      ) : (
        waiting('Announcements')
      );
    case 'keyFigures':
      return data ? <KeyFiguresPanel figures={data.keyFigures} /> : waiting('Key figures');
    case 'alerts':
      return data ? (
        <AlertsPanel
          alerts={data.alerts}
          ageOf={(alert) => alertAgeMs(alert.createdAt, data.generatedAt, context.receivedAt, context.now)}
        />
      ) : (
        waiting('Alerts')
      );
    case 'report':
      return <ReportPanel title={panel.title} url={panel.url} online={context.online} />;
  }
}
