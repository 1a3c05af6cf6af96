// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_CONTENT_PROPS } from './SkipLink';
import { useMainTakesFocusFromHidden } from './useMainTakesFocusFromHidden';

afterEach(cleanup);

/** A frame whose help part the layout hides (below 1000 px), as `PageHelp` does. */
function Frame({ narrow }: { narrow: boolean }) {
  useMainTakesFocusFromHidden(narrow);
  return (
    <>
      {!narrow && <button type="button">Close help</button>}
      <main {...MAIN_CONTENT_PROPS}>
        <button type="button">Dashboard</button>
      </main>
    </>
  );
}

describe('useMainTakesFocusFromHidden', () => {
  it('hands a focus that went with the hidden part to the main landmark', () => {
    const { rerender } = render(<Frame narrow={false} />);
    screen.getByRole('button', { name: 'Close help' }).focus();
    rerender(<Frame narrow />);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('moves no focus that stays, nor one that was already nowhere', () => {
    const { rerender } = render(<Frame narrow={false} />);
    const dashboard = screen.getByRole('button', { name: 'Dashboard' });
    dashboard.focus();
    rerender(<Frame narrow />);
    expect(document.activeElement).toBe(dashboard);

    rerender(<Frame narrow={false} />);
    dashboard.blur();
    rerender(<Frame narrow />);
    expect(document.activeElement).toBe(document.body);
  });
});
