import { Badge, Button, Group, Text } from '@mantine/core';
import { type StatusAction, statusActions } from '../../../contracts/release-authoring';
import type { ReleaseVersion } from '../../../contracts/release-notes';
import { statusActionLabels } from '../model/version-authoring';

/**
 * The status buttons of the shown version (S2 §2, §4; system admins): those its status offers.
 * Shown for the selected version rather than on every row, where they would crowd the pane.
 */
export function VersionStatusBar({
  version,
  busy,
  readOnly,
  onAction,
}: {
  version: ReleaseVersion;
  busy: boolean;
  readOnly: boolean;
  onAction: (action: StatusAction) => void;
}) {
  const actions = statusActions(version.status);
  return (
    <Group gap="xs" role="group" aria-label={`Version ${version.version} status`}>
      <Text size="sm">Status</Text>
      <Badge variant="light">{version.status}</Badge>
      {actions.map((action) => (
        <Button
          key={action}
          size="compact-sm"
          variant="light"
          disabled={busy || readOnly}
          onClick={() => onAction(action)}
        >
          {statusActionLabels[action]}
        </Button>
      ))}
    </Group>
  );
}
