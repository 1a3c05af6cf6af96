// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_STORAGE_KEY } from '../../../core/privacy/cookie-consent';
import { createStore, Provider } from '../../../core/state/jotai';
import { UsageAnalyticsSwitch } from './UsageAnalyticsSwitch';

const stored = () => JSON.parse(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? 'null');

function show() {
  render(
    <Provider store={createStore()}>
      <MantineProvider env="test">
        <UsageAnalyticsSwitch />
      </MantineProvider>
    </Provider>,
  );
  // Mantine's label holds the description too: the name starts with the label.
  return screen.getByRole('switch', { name: /^Usage analytics/ });
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("UsageAnalyticsSwitch: the cookie banner's answer, changed later (walkthrough 29, D2)", () => {
  it('is off until answered, and turning it on stores Accept', () => {
    const usageAnalytics = show();
    expect(usageAnalytics).toHaveProperty('checked', false);
    fireEvent.click(usageAnalytics);
    expect(usageAnalytics).toHaveProperty('checked', true);
    expect(stored()).toMatchObject({ analytics: true });
  });

  it("shows an Accept as on, and turning it off stores 'Only necessary'", () => {
    localStorage.setItem(
      COOKIE_CONSENT_STORAGE_KEY,
      JSON.stringify({ answeredAt: '2026-12-01T00:00:00.000Z', analytics: true }),
    );
    const usageAnalytics = show();
    expect(usageAnalytics).toHaveProperty('checked', true);
    fireEvent.click(usageAnalytics);
    expect(usageAnalytics).toHaveProperty('checked', false);
    expect(stored()).toMatchObject({ analytics: false });
  });
});
