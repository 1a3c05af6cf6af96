import { Typography } from '@mantine/core';
import { type MouseEvent, useMemo } from 'react';
import { navigateTo } from '../navigation';
import { wrapsLongWords } from './authored-text';
import { sanitizeHtmlForSink } from './sanitize-html';

interface SafeHtmlProps {
  /** Untrusted HTML (from the server); sanitised before it reaches the page. */
  html: string;
  /** Called before an in-app link inside the HTML navigates (e.g. to close the dialog showing it). */
  onInternalLink?: () => void;
}

/**
 * Shows server HTML (announcements, release notes, help) after sanitising it. In-app links
 * navigate inside the app instead of reloading it.
 */
export function SafeHtml({ html, onInternalLink }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtmlForSink(html), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || link.target === '_blank' || link.origin !== window.location.origin) return;
    event.preventDefault();
    onInternalLink?.();
    navigateTo(`${link.pathname}${link.search}${link.hash}`);
  };

  return (
    <Typography style={wrapsLongWords}>
      {/* The click handler only catches clicks on the links inside (which keyboard users reach and
          activate themselves); the HTML was sanitised just above. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegation for the links inside */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegation for the links inside */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify by sanitizeHtmlForSink */}
      <div dir="auto" onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
