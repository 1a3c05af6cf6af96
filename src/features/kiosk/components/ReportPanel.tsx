import { Stack, Text } from '@mantine/core';
import { useLayoutEffect, useState } from 'react';
import { appConfig } from '../../../core/config/app-config';
import { frameVerdict, isFrameRefusalOf, originOf } from '../model/frame-origins';
import { kioskFontSize } from './kiosk-type';
import { PanelFrame } from './PanelFrame';

/** The panel's words when the browser may not frame the report (the portal's frame-src). */
export function frameRefusedText(url: string): { headline: string; detail: string } {
  return {
    headline: 'This report cannot be shown here.',
    detail:
      `The portal's security policy does not allow pages from ${originOf(url)} inside it. ` +
      'An administrator can choose an allowed address for this panel (Configuration → Displays), or have this one allowed.',
  };
}

/**
 * An embedded report page. Instead of the browser's own error page inside the frame, a readable
 * message: offline, that the report comes back with the connection (the rest of the display keeps
 * its last content); for an address the portal's Content-Security-Policy does not let it frame,
 * why it is not shown. That is known before framing from the app config's `frameOrigins`, or, when
 * the config does not list them (or lists more than the policy allows), from the browser's
 * `securitypolicyviolation` event for the frame.
 */
export function ReportPanel({ title, url, online }: { title: string; url: string; online: boolean }) {
  const knownRefused = frameVerdict(url, appConfig().frameOrigins, window.location.origin) === 'refused';
  const [refusedUrl, setRefusedUrl] = useState<string>();
  const refused = knownRefused || refusedUrl === url;
  const framing = online && !refused;

  // A layout effect: listening before the browser can check the frame it was just given.
  useLayoutEffect(() => {
    if (!framing) return;
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (isFrameRefusalOf(event, url)) setRefusedUrl(url);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, [framing, url]);

  const message = refused ? frameRefusedText(url) : undefined;
  return (
    <PanelFrame title={title}>
      {message ? (
        <Stack gap="xs" data-frame-refused>
          <Text fz={kioskFontSize.itemTitle} fw={600}>
            {message.headline}
          </Text>
          <Text fz={kioskFontSize.detail} c="gray.4">
            {message.detail}
          </Text>
        </Stack>
      ) : framing ? (
        <iframe
          title={title}
          src={url}
          style={{ flex: 1, width: '100%', border: 0, borderRadius: 8 }}
          sandbox="allow-scripts allow-same-origin"
          referrerPolicy="no-referrer"
        />
      ) : (
        <Text c="gray.4" fz={kioskFontSize.detail}>
          The report shows again once the connection is back.
        </Text>
      )}
    </PanelFrame>
  );
}
