import { Button, Drawer, Group, Stack, TextInput } from '@mantine/core';
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
  onSave: (versionText: string) => void;
  onCancel: () => void;
}

/**
 * The side panel 'Version' (S2 §2, §5): one required field; Save is disabled while it is blank or
 * wrong, and the field says why (blank: once touched).
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
