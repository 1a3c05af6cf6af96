// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECONNECTING_TEXT, RETRYING_TEXT, StatusCorner, WAKE_LOCK_NOTE_MS } from './StatusCorner';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderCorner = (props: Parameters<typeof StatusCorner>[0]) =>
  render(
    <MantineProvider env="test">
      <StatusCorner {...props} />
    </MantineProvider>,
  );

describe('StatusCorner', () => {
  it('shows nothing while the content is live and the wake lock held', () => {
    renderCorner({ flow: 'live', dataAgeMs: 1_000, wakeLock: 'held' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("shows the 'Reconnecting…' strip with the data's age", () => {
    renderCorner({ flow: 'reconnecting', dataAgeMs: 12 * 60_000, wakeLock: 'held' });
    const strip = screen.getByRole('status', { name: 'Connection' });
    expect(strip.textContent).toContain(RECONNECTING_TEXT);
    expect(strip.textContent).toContain('Data from 12 min ago');
  });

  it("says 'Retrying…', not 'Reconnecting…', while the server answers but the data does not come", () => {
    renderCorner({ flow: 'retrying', dataAgeMs: 3 * 60_000, wakeLock: 'held' });
    const strip = screen.getByRole('status', { name: 'Connection' });
    expect(strip.textContent).toBe(`${RETRYING_TEXT} Data from 3 min ago`);
    expect(strip.textContent).not.toContain(RECONNECTING_TEXT);
  });

  it('says when there is no data yet', () => {
    renderCorner({ flow: 'reconnecting', dataAgeMs: undefined, wakeLock: 'held' });
    expect(screen.getByRole('status', { name: 'Connection' }).textContent).toBe(
      `${RECONNECTING_TEXT} No data yet`,
    );
  });

  it('says once, for a minute, that no wake lock could be had', () => {
    vi.useFakeTimers();
    const view = renderCorner({ flow: 'live', dataAgeMs: 0, wakeLock: 'unsupported' });
    expect(screen.getByRole('note').textContent).toContain('Screen wake lock unavailable');
    act(() => vi.advanceTimersByTime(WAKE_LOCK_NOTE_MS));
    expect(screen.queryByRole('note')).toBeNull();
    view.rerender(
      <MantineProvider env="test">
        <StatusCorner flow="live" dataAgeMs={0} wakeLock="denied" />
      </MantineProvider>,
    );
    expect(screen.queryByRole('note')).toBeNull();
  });
});
