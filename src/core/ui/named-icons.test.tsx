// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BellIcon } from './icons';
import { DRAWN_ICON_NAMES, NamedIcon, namedIconShape } from './named-icons';

afterEach(cleanup);

/** The path data an icon draws: two icons alike draw the same. */
const drawn = (icon: string | null) =>
  [...render(<NamedIcon icon={icon} fallback={BellIcon} />).container.querySelectorAll('path')]
    .map((path) => path.getAttribute('d'))
    .join(' ');
const bell = () =>
  [...render(<BellIcon />).container.querySelectorAll('path')].map((p) => p.getAttribute('d')).join(' ');

describe('NamedIcon', () => {
  it('draws the icons the server names for notifications (walkthrough 17, D3: all showed the bell)', () => {
    const bellShape = bell();
    for (const name of [
      'alert-triangle',
      'clipboard-check',
      'calendar-check',
      'arrows-exchange',
      'database-export',
    ]) {
      expect(DRAWN_ICON_NAMES).toContain(name);
      expect(drawn(name)).not.toBe(bellShape);
    }
    expect(drawn('alert-triangle')).not.toBe(drawn('clipboard-check'));
  });

  it('falls back for a missing or unknown name, and keeps the name as data-icon either way', () => {
    const bellShape = bell();
    expect(drawn(null)).toBe(bellShape);
    expect(drawn('rocket')).toBe(bellShape);
    expect(drawn('constructor')).toBe(bellShape);
    expect(namedIconShape('toString')).toBeUndefined();
    const { container } = render(<NamedIcon icon="rocket" fallback={BellIcon} />);
    expect(container.querySelector('svg')?.getAttribute('data-icon')).toBe('rocket');
    const known = render(<NamedIcon icon="alert-triangle" fallback={BellIcon} />).container;
    expect(known.querySelector('svg')?.getAttribute('data-icon')).toBe('alert-triangle');
    expect(known.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
