// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOnIdle, useOpenedAfterMount } from './lazy-on-idle';

interface PartProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** The button the title bar draws before the part is in: same name, its own click. */
function ButtonAlone({ opened, onChange }: PartProps) {
  return (
    <button type="button" aria-expanded={opened} onClick={() => onChange(!opened)}>
      Help
    </button>
  );
}

/** The loaded part: the same button and, when open, its menu. */
function PartWithMenu(props: PartProps) {
  const shown = useOpenedAfterMount(props.opened);
  return (
    <>
      <ButtonAlone {...props} />
      {shown && <div role="menu" aria-label="Help menu" />}
    </>
  );
}

function deferredPart() {
  let resolve: (component: ComponentType<PartProps>) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<ComponentType<PartProps>>((done) => {
        resolve = done;
      }),
  );
  return { load, arrive: () => act(async () => resolve(PartWithMenu)) };
}

/** A part whose first fetch fails (offline) and whose second one arrives when told. */
function failingThenArriving() {
  let fail: (error: Error) => void = () => {};
  let resolve: (component: ComponentType<PartProps>) => void = () => {};
  const load = vi
    .fn<() => Promise<ComponentType<PartProps>>>()
    .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
    .mockImplementationOnce(() => new Promise((done) => (resolve = done)));
  return {
    load,
    fail: () => act(async () => fail(new TypeError('Failed to fetch dynamically imported module'))),
    arrive: () => act(async () => resolve(PartWithMenu)),
  };
}

function Parent({ Part }: { Part: ComponentType<PartProps> }) {
  const [opened, setOpened] = useState(false);
  return <Part opened={opened} onChange={setOpened} />;
}

afterEach(cleanup);

describe('lazyOnIdle with a fallback', () => {
  it('draws the fallback, fetches at once on a click and opens the part the click asked for', async () => {
    const { load, arrive } = deferredPart();
    const Part = lazyOnIdle(load, { fallback: ButtonAlone });
    render(<Parent Part={Part} />);
    expect(screen.getByRole('button', { name: 'Help' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled(); // waiting for idle

    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(load).toHaveBeenCalledTimes(1); // the click does not wait
    expect(screen.queryByRole('menu')).toBeNull();

    await arrive();
    expect(await screen.findByRole('menu', { name: 'Help menu' })).toBeTruthy();
  });

  it('keeps the keyboard focus on the same control across the swap', async () => {
    const { load, arrive } = deferredPart();
    const Part = lazyOnIdle(load, { fallback: ButtonAlone, fetchOnMount: true });
    render(<Parent Part={Part} />);
    const before = screen.getByRole('button', { name: 'Help' });
    before.focus();
    await arrive();
    const after = screen.getByRole('button', { name: 'Help' });
    expect(after).not.toBe(before); // a new element, from the loaded part
    expect(document.activeElement).toBe(after);
  });

  it('keeps a focus that reached the fallback after the module arrived, before the swap was drawn', async () => {
    let resolve: (component: ComponentType<PartProps>) => void = () => {};
    const loading = new Promise<ComponentType<PartProps>>((done) => {
      resolve = done;
    });
    const Part = lazyOnIdle(() => loading, { fallback: ButtonAlone, fetchOnMount: true });
    render(<Parent Part={Part} />);
    const before = screen.getByRole('button', { name: 'Help' });
    await act(async () => {
      resolve(PartWithMenu);
      await loading;
      await Promise.resolve(); // the part has arrived, its swap is not drawn yet (act flushes it last)
      before.focus(); // a keyboard user tabs onto the button in between
    });
    const after = screen.getByRole('button', { name: 'Help' });
    expect(after).not.toBe(before);
    expect(document.activeElement).toBe(after);
  });
});

describe('lazyOnIdle with a press in progress', () => {
  it('holds the swap until the click is over, so a part arriving mid-press loses no click', async () => {
    const { load, arrive } = deferredPart();
    const Part = lazyOnIdle(load, { fallback: ButtonAlone, fetchOnMount: true });
    render(<Parent Part={Part} />);
    const pressed = screen.getByRole('button', { name: 'Help' });
    fireEvent.pointerDown(pressed);
    await arrive();
    expect(screen.getByRole('button', { name: 'Help' })).toBe(pressed); // not swapped mid-press
    fireEvent.pointerUp(pressed);
    fireEvent.click(pressed);
    expect(await screen.findByRole('menu', { name: 'Help menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Help' })).not.toBe(pressed); // the part is in
  });
});

describe('lazyOnIdle after a failed fetch', () => {
  it('fetches again on the next click and opens the part (offline first, then back online)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, fail, arrive } = failingThenArriving();
    const Part = lazyOnIdle(load, { fallback: ButtonAlone });
    render(<Parent Part={Part} />);

    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    await fail();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(errors).toHaveBeenCalledWith('A part of the app could not be loaded.', expect.any(TypeError));

    // Clicked twice: closed again, then open; the second click fetches again.
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(load).toHaveBeenCalledTimes(2);
    await arrive();
    expect(await screen.findByRole('menu', { name: 'Help menu' })).toBeTruthy();
    errors.mockRestore();
  });
});

describe('lazyOnIdle after a failed fetch, mounted without a button of its own (the Settings panel)', () => {
  afterEach(() => vi.useRealTimers());

  it('fetches again at the next press, not at every idle moment while offline, and shows the part', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    const { load, fail, arrive } = failingThenArriving();
    const Part = lazyOnIdle(load);
    render(<Parent Part={Part} />);
    fireEvent.pointerDown(document.body);
    expect(load).toHaveBeenCalledTimes(1);
    await fail();

    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(document.body);
    expect(load).toHaveBeenCalledTimes(2);
    await arrive();
    expect(screen.getByRole('button', { name: 'Help' })).toBeTruthy();
    errors.mockRestore();
  });

  it('fetches again when the connection is back', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, fail, arrive } = failingThenArriving();
    const Part = lazyOnIdle(load);
    render(<Parent Part={Part} />);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await fail();

    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(2);
    await arrive();
    expect(screen.getByRole('button', { name: 'Help' })).toBeTruthy();
    errors.mockRestore();
  });
});

describe('lazyOnIdle without a fallback', () => {
  it('draws nothing until the part is in', async () => {
    const { load, arrive } = deferredPart();
    const Part = lazyOnIdle(load, { fetchOnMount: true });
    render(<Parent Part={Part} />);
    expect(screen.queryByRole('button')).toBeNull();
    await arrive();
    expect(screen.getByRole('button', { name: 'Help' })).toBeTruthy();
  });
});

describe('lazyOnIdle before the page has been idle', () => {
  afterEach(() => vi.useRealTimers());

  it('fetches at the next pointer press, which may be for it, and not again at idle', async () => {
    vi.useFakeTimers();
    const { load } = deferredPart();
    const Part = lazyOnIdle(load);
    render(<Parent Part={Part} />);
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerDown(document.body);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches at the next key press too', () => {
    const { load } = deferredPart();
    const Part = lazyOnIdle(load);
    render(<Parent Part={Part} />);
    expect(load).not.toHaveBeenCalled();

    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
