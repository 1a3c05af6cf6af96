// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpTestApi } from '../../../core/api/app-api.testkit';
import { appConfig, setAppConfig } from '../../../core/config/app-config';
import { ReportPanel } from './ReportPanel';

const REPORT = 'https://reports.example/weekly';
/** The test configuration, listing these frame origins (undefined: none listed). */
function allowFrames(frameOrigins: string[] | undefined) {
  setUpTestApi();
  const { frameOrigins: _, ...config } = appConfig();
  setAppConfig(frameOrigins ? { ...config, frameOrigins } : config);
}

afterEach(() => {
  cleanup();
  // Back to the plain test configuration: the next file in this worker reads the same one.
  setUpTestApi();
});

const renderPanel = (online = true) =>
  render(
    <MantineProvider env="test">
      <ReportPanel title="Weekly" url={REPORT} online={online} />
    </MantineProvider>,
  );

/** What the browser dispatches on the document when frame-src refuses a frame. */
function refuseFrame(blockedURI: string) {
  const event = Object.assign(new Event('securitypolicyviolation', { bubbles: true }), {
    effectiveDirective: 'frame-src',
    violatedDirective: 'frame-src',
    blockedURI,
  });
  act(() => {
    document.dispatchEvent(event);
  });
}

describe('ReportPanel', () => {
  it('frames an address on an allowed origin', () => {
    allowFrames(['https://reports.example']);
    renderPanel();
    expect(screen.getByTitle('Weekly').getAttribute('src')).toBe(REPORT);
  });

  it('says why, and frames nothing, for an address outside the allowed origins', () => {
    allowFrames(['https://example.com']);
    const { container } = renderPanel();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('This report cannot be shown here.')).toBeTruthy();
    expect(screen.getByText(/pages from https:\/\/reports\.example inside it/)).toBeTruthy();
  });

  it('turns the browser’s refusal into the same message when the allowed origins are not known', () => {
    allowFrames(undefined);
    const { container } = renderPanel();
    expect(container.querySelector('iframe')).not.toBeNull();
    refuseFrame('https://other.example/x');
    expect(container.querySelector('iframe')).not.toBeNull();
    refuseFrame('https://reports.example');
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('This report cannot be shown here.')).toBeTruthy();
  });

  it('offline, says the report comes back with the connection', () => {
    allowFrames(['https://reports.example']);
    renderPanel(false);
    expect(screen.getByText('The report shows again once the connection is back.')).toBeTruthy();
  });
});
