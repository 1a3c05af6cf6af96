import type { ReactNode } from 'react';
import { type IconProps, SvgIcon } from './icons';

/**
 * Icons named by data (a notification's `icon`, S2 §3): names of Tabler Icons (MIT), a set of
 * thousands the app does not bundle. The few the server sends are drawn, after Tabler's outline
 * shapes; any other name is left to the caller's fallback glyph. Here, not in icons.tsx: only the
 * panels loaded later draw them, so the launcher's first chunk does not carry them.
 */
const NAMED_SHAPES: Readonly<Record<string, ReactNode>> = {
  'alert-triangle': (
    <>
      <path d="M10.24 3.957l-8.422 14.06a1.989 1.989 0 0 0 1.7 2.983h16.845a1.989 1.989 0 0 0 1.7 -2.983l-8.423 -14.06a1.989 1.989 0 0 0 -3.4 0z" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </>
  ),
  'clipboard-check': (
    <>
      <path d="M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2" />
      <path d="M9 5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2a2 2 0 0 1-2 2h-2a2 2 0 0 1-2-2z" />
      <path d="M9 14l2 2l4-4" />
    </>
  ),
  'calendar-check': (
    <>
      <path d="M11.5 21H6a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v6" />
      <path d="M16 3v4M8 3v4M4 11h16" />
      <path d="M15 19l2 2l4-4" />
    </>
  ),
  'arrows-exchange': <path d="M7 10h14l-4-4M17 14H3l4 4" />,
  'database-export': (
    <>
      <path d="M4 6c0 1.657 3.582 3 8 3s8-1.343 8-3s-3.582-3-8-3s-8 1.343-8 3" />
      <path d="M4 6v6c0 1.657 3.582 3 8 3c1.118 0 2.183-.086 3.15-.241M20 12V6" />
      <path d="M4 12v6c0 1.657 3.582 3 8 3c.157 0 .312-.002.466-.005M16 19h6M19 16l3 3l-3 3" />
    </>
  ),
};

/** The names drawn (the rest get the fallback). */
export const DRAWN_ICON_NAMES = Object.keys(NAMED_SHAPES);

/** The shape of a named icon, or undefined for a name not drawn (none, unknown, 'constructor'). */
export function namedIconShape(name: string | null | undefined): ReactNode | undefined {
  return name && Object.hasOwn(NAMED_SHAPES, name) ? NAMED_SHAPES[name] : undefined;
}

/**
 * The icon named `icon`, else `Fallback` (a missing or unknown name). Either way the name is kept
 * as `data-icon`, as the announcements banner keeps its own (docs/shell.md).
 */
export function NamedIcon({
  icon,
  fallback: Fallback,
  ...props
}: IconProps & { icon: string | null; fallback: (props: IconProps) => ReactNode }) {
  const shape = namedIconShape(icon);
  const data = { 'data-icon': icon ?? undefined };
  return shape ? <SvgIcon {...props} {...data} shape={shape} /> : <Fallback {...props} {...data} />;
}
