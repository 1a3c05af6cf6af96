import { Text } from '@mantine/core';
import { PanelFrame } from './PanelFrame';

/**
 * An embedded report page. Offline, a placeholder instead of the browser's own error page inside
 * the frame: the rest of the display keeps its last content.
 */
export function ReportPanel({ title, url, online }: { title: string; url: string; online: boolean }) {
  return (
    <PanelFrame title={title}>
      {online ? (
        <iframe
          title={title}
          src={url}
          style={{ flex: 1, width: '100%', border: 0, borderRadius: 8 }}
          sandbox="allow-scripts allow-same-origin"
          referrerPolicy="no-referrer"
        />
      ) : (
        <Text c="gray.4">The report shows again once the connection is back.</Text>
      )}
    </PanelFrame>
  );
}
