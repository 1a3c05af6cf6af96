import { Button, Drawer, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ReleaseVersion } from '../../../contracts/release-notes';
import { BusyButton } from '../../../core/ui/BusyButton';
import { useEscapeLayer } from '../../../core/ui/escape-layers';
import { NESTED_DIALOG_Z_INDEX } from '../../../core/ui/layer-z-indexes';
import { versionFieldMessage, versionTextIsValid } from '../model/version-authoring';

interface VersionPanelProps {
  opened: boolean;
  /** The suggested next version (S2 §4); the field starts with it. */
  suggestion: string | undefined;
  /** The versions the app has read, whose numbers are taken; `versionId` is the one submitted. */
  others: readonly ReleaseVersion[];
  versionId: number | undefined;
  saving: boolean;
  /** Why the server refused the last Save (another admin submitted the version meanwhile), said by Save. */
  failure?: string | undefined;
  onSave: (versionText: string) => void;
  onCancel: () => void;
}

/**
 * The side panel 'Version' (S2 §2, §5): one required field; Save is disabled while it is blank or
 * wrong, and the field says why (blank: once touched). A Save the server refused says why above
 * Save, and the panel stays open with the text typed (Cancel closes it).
 */
export function VersionPanel({ opened, ...form }: VersionPanelProps) {
  const answersEscape = useEscapeLayer(opened);
  return (
    <Drawer
      opened={opened}
      onClose={form.onCancel}
      closeOnEscape={answersEscape}
      position="right"
      title="Version"
      zIndex={NESTED_DIALOG_Z_INDEX}
    >
      {/* Mounted per opening, so each submit starts from the current suggestion. */}
      {opened && <VersionForm {...form} />}
    </Drawer>
  );
}

function VersionForm({
  suggestion,
  others,
  versionId,
  saving,
  failure,
  onSave,
  onCancel,
}: Omit<VersionPanelProps, 'opened'>) {
  const [text, setText] = useState(suggestion ?? '');
  const [touched, setTouched] = useState(false);
  const valid = versionTextIsValid(text, others, versionId);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onSave(text.trim());
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Version"
          required
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
          error={versionFieldMessage(text, others, versionId, touched)}
          data-autofocus
        />
        {/* An alert: heard at once, as the status bar's refused Activate is. */}
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <BusyButton type="submit" disabled={!valid} busy={saving}>
            Save
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}
