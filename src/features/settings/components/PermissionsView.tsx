import { Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import type { UserDetails } from '../../../contracts/session';
import { useSelfUserDetails } from '../data';
import { permissionLevelLabel } from '../model/settings-rules';
import { NothingShown } from './NothingShown';

const listed = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : '—');

/** The user's details as label/value rows (S2 §3 'User details'). */
function detailRows(details: UserDetails): [string, string][] {
  return [
    ['Name', details.name],
    ['Email', details.email],
    ['SAP ID', details.sapId],
    ['Domain ID', details.domainId],
    ['Location', details.locationCode],
    ['Job family group', details.jobFamilyGroup],
    ['Job family', details.jobFamily],
    ['Roles', listed(details.roles.map((role) => role.roleName))],
    ['Accounts', listed(details.accounts.map((account) => account.acctName))],
    ['Groups', listed(details.groups)],
    ['Tables', listed(details.tables)],
  ];
}

/**
 * The Permissions sub-view: who the server says the user is and what each app grants them. A
 * failed read is only logged (S2 §8); the view then shows its empty state, or, never loaded and
 * out of reach of the server, that it loads once connected.
 */
export function PermissionsView() {
  const details = useSelfUserDetails();
  useEffect(() => {
    if (details.error) console.error('User details could not be loaded', details.error);
  }, [details.error]);

  if (details.isLoading) return <Loader size="sm" aria-label="Loading permissions" />;
  const data = details.data;
  if (!data) return <NothingShown subject="permission details" read={details} />;
  return (
    <Stack gap="md">
      <Table aria-label="User details" variant="vertical" withTableBorder>
        <Table.Tbody>
          {detailRows(data).map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5">
        App permissions
      </Title>
      {data.appPermissions.length === 0 ? (
        <Text c="dimmed">No app permissions.</Text>
      ) : (
        <Table aria-label="App permissions" striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>App</Table.Th>
              <Table.Th>Level</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.appPermissions.map((permission) => (
              <Table.Tr key={`${permission.area}.${permission.level}`}>
                <Table.Td>{permission.area}</Table.Td>
                <Table.Td>{permissionLevelLabel(permission.level)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
