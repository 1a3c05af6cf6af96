// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { moveStylesheetsToHead } from './stylesheets-to-head';

describe('moveStylesheetsToHead', () => {
  it('puts the stylesheet links the build left after the splash at the end of the head, in order', () => {
    const doc = document.implementation.createHTMLDocument('boot');
    doc.head.innerHTML = '<style id="splash-style"></style><link rel="modulepreload" href="/a.js">';
    doc.body.innerHTML =
      '<div id="root"><h1>Ops Portal</h1></div>' +
      '<link rel="stylesheet" href="/assets/index.css"><link rel="stylesheet" href="/assets/more.css">';

    moveStylesheetsToHead(doc);

    expect([...doc.head.children].map((e) => e.id || e.getAttribute('href'))).toEqual([
      'splash-style',
      '/a.js',
      '/assets/index.css',
      '/assets/more.css',
    ]);
    expect(doc.body.querySelectorAll('link')).toHaveLength(0);
    expect(doc.getElementById('root')?.textContent).toBe('Ops Portal');
  });
});
