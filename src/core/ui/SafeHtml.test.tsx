// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerNavigator } from '../navigation';
import { ARABIC_TEXT, takesItsOwnDirection } from './authored-text.testkit';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitize-html';

afterEach(cleanup);

const hostile =
  '<p>Hello <strong>crew</strong></p>' +
  '<img src="x.png" alt="" onerror="window.__xss = true">' +
  '<script>window.__xss = true</script>' +
  '<a href="javascript:alert(1)">bad link</a>' +
  '<a href="/market-rates?report=trends" target="_self">Reports</a>' +
  '<a href="https://example.com/guide" onclick="window.__xss = true">Guide</a>' +
  '<svg><script>window.__xss = true</script></svg>';

describe('sanitizeHtml', () => {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(hostile);

  it('removes scripts, event handlers, javascript: URLs and SVG', () => {
    expect(container.querySelector('script, svg')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('keeps the text and markup', () => {
    expect(container.querySelector('p strong')?.textContent).toBe('crew');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('x.png');
  });

  it('gives a picture without alt text an empty one, and keeps an author’s', () => {
    const pictures = document.createElement('div');
    pictures.innerHTML = sanitizeHtml(
      '<p><img src="a.png"><img src="b.png" alt="Dock 4 at night"><img src="c.png" alt=""></p>',
    );
    expect([...pictures.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual([
      '',
      'Dock 4 at night',
      '',
    ]);
  });

  it('keeps links with rel=noopener, opening other sites in a new tab', () => {
    const links = [...container.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('target'),
      a.getAttribute('rel'),
    ]);
    expect(links).toEqual([
      ['bad link', null, null, 'noopener noreferrer'],
      ['Reports', '/market-rates?report=trends', null, 'noopener noreferrer'],
      ['Guide', 'https://example.com/guide', '_blank', 'noopener noreferrer'],
    ]);
  });
});

describe('SafeHtml', () => {
  const renderHtml = (html: string, onInternalLink?: () => void) =>
    render(
      <MantineProvider env="test">
        <SafeHtml html={html} onInternalLink={onInternalLink} />
      </MantineProvider>,
    );

  it('renders the sanitised HTML and runs none of its scripts', () => {
    const { container } = renderHtml(hostile);
    expect(screen.getByText('crew').tagName).toBe('STRONG');
    expect(container.querySelector('script, [onerror], [onclick]')).toBeNull();
    expect((window as { __xss?: boolean }).__xss).toBeUndefined();
  });

  it('follows an in-app link inside the app', () => {
    const navigate = vi.fn();
    const onInternalLink = vi.fn();
    registerNavigator(navigate);
    renderHtml('<a href="/market-rates?report=trends">Reports</a>', onInternalLink);
    fireEvent.click(screen.getByRole('link', { name: 'Reports' }));
    expect(onInternalLink).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/market-rates?report=trends', undefined);
  });

  it('lays out right-to-left text in its own direction (dir=auto), not in the page’s', () => {
    renderHtml(`<p>${ARABIC_TEXT}</p>`);
    expect(takesItsOwnDirection(screen.getByText(ARABIC_TEXT))).toBe(true);
  });
});
