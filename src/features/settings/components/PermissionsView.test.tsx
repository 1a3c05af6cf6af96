// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../../contracts/session';
import { PermissionsView } from './PermissionsView';

/** What the cached read answers in each test. */
let answer: { data?: UserDetails; error?: Error; isLoading: boolean } = { isLoading: true };
vi.mock('../data', () => ({ useSelfUserDetails: () => answer }));

const details: UserDetails = {
  id: 2,
  sapId: 'SAP100002',
  domainId: 'CORP\\supervisor',
  locationCode: 'LAX',
  name: 'Sam Supervisor',
  email: 'supervisor@ops-portal.example',
  jobFamilyGroup: 'Operations',
  jobFamily: 'Shift Supervision',
  roles: [{ roleId: 3, roleName: 'Supervisor' }],
  groups: ['Shift Supervisors'],
  accounts: [{ acctId: 1001, acctName: 'Chicago O’Hare' }],
  tables: [],
  appPermissions: [
    { area: 'marketrates', level: '2' },
    { area: 'helpmanagement', level: '*' },
  ],
};

const show = () =>
  render(
    <MantineProvider env="test">
      <PermissionsView />
    </MantineProvider>,
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PermissionsView', () => {
  it("shows the user's details and each app permission with its level", () => {
    answer = { data: details, isLoading: false };
    show();
    const user = screen.getByRole('table', { name: 'User details' });
    expect(within(user).getByRole('row', { name: /Name/ }).textContent).toContain('Sam Supervisor');
    expect(within(user).getByRole('row', { name: /Tables/ }).textContent).toContain('—');
    const apps = screen.getByRole('table', { name: 'App permissions' });
    expect(within(apps).getByRole('row', { name: /marketrates/ }).textContent).toContain('Limited');
    expect(within(apps).getByRole('row', { name: /helpmanagement/ }).textContent).toContain('*');
  });

  it('only logs a failure and shows the empty state (S2 §8)', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = { error: new Error('500'), isLoading: false };
    show();
    expect(screen.getByText('No permission details to show.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged).toHaveBeenCalledWith('User details could not be loaded', answer.error);
  });
});
