// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { memoizeComputedStyle } from './jsdom-computed-style';

// The setup file has memoized this window's getComputedStyle already (test/setup-unit.ts).
describe('jsdom getComputedStyle, memoized', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.head.replaceChildren();
  });

  const shown = (element: Element) => getComputedStyle(element).display !== 'none';

  it('sees an attribute changed just before, in the same task', () => {
    const panel = document.createElement('div');
    document.body.append(panel);
    expect(shown(panel)).toBe(true);
    panel.style.display = 'none';
    expect(shown(panel)).toBe(false);
    panel.removeAttribute('style');
    expect(shown(panel)).toBe(true);
    panel.hidden = true;
    expect(shown(panel)).toBe(false);
  });

  it('sees a stylesheet added or its text changed', () => {
    const panel = document.createElement('div');
    panel.className = 'panel';
    document.body.append(panel);
    expect(shown(panel)).toBe(true);
    const sheet = document.createElement('style');
    sheet.textContent = '.panel { display: none }';
    document.head.append(sheet);
    expect(shown(panel)).toBe(false);
    (sheet.firstChild as Text).data = '.other { display: none }';
    expect(shown(panel)).toBe(true);
  });

  it('sees a change made while the element was out of the document', () => {
    const panel = document.createElement('div');
    document.body.append(panel);
    expect(getComputedStyle(panel).visibility).toBe('visible');
    panel.remove();
    panel.style.visibility = 'hidden';
    document.body.append(panel);
    expect(getComputedStyle(panel).visibility).toBe('hidden');
  });

  it('answers an unchanged element from memory, and is set up once however often it is asked', () => {
    const panel = document.createElement('div');
    document.body.append(panel);
    const before = window.getComputedStyle;
    memoizeComputedStyle(window);
    expect(window.getComputedStyle).toBe(before);
    const first = getComputedStyle(panel);
    expect(getComputedStyle(panel)).toBe(first);
    panel.title = 'changed';
    expect(getComputedStyle(panel)).not.toBe(first);
  });
});
