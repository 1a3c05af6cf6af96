import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { Display, SaveDisplay } from '../../../contracts/displays';
import { messageOf } from '../../../core/api/api-error';
import { accountsAtom } from '../../../core/session/account-state';
import { useAtomValue } from '../../../core/state/jotai';
import { useEscapeLayer } from '../../../core/ui/escape-layers';
import { boundsHint, type FormErrors, formValuesOf, validateDisplayForm } from '../model/display-form';
import { PanelListField } from './PanelListField';

const seconds = (value: string | number): number | '' => (typeof value === 'number' ? value : '');

/**
 * Create or edit a display: checked with the server's own contract before sending; a refusal
 * from the server shows its message and keeps everything typed.
 */
export function DisplayForm({
  display,
  opened,
  disabled,
  onClose,
  onSave,
}: {
  /** Undefined: a new display. */
  display: Display | undefined;
  opened: boolean;
  disabled: boolean;
  onClose: () => void;
  onSave: (display: SaveDisplay) => Promise<void>;
}) {
  const accounts = useAtomValue(accountsAtom);
  const [values, setValues] = useState(() => formValuesOf(display, accounts[0]?.acctId));
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const accountOptions = accounts.map((account) => ({
    value: String(account.acctId),
    label: account.acctName,
  }));
  if (display && !accounts.some((account) => account.acctId === display.accountId))
    accountOptions.push({ value: String(display.accountId), label: display.accountName });

  const submit = async () => {
    const checked = validateDisplayForm(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure(undefined);
    setSaving(true);
    try {
      await onSave(checked.display);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setSaving(false);
    }
  };
  const answersEscape = useEscapeLayer(opened);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnEscape={answersEscape}
      title={display ? `Edit display ${display.id}` : 'New display'}
      size="lg"
    >
      <form
        noValidate
        aria-label={display ? `Edit display ${display.id}` : 'New display'}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {failure && (
            <Alert color="red" role="alert" title="Not saved">
              {failure}
            </Alert>
          )}
          <TextInput
            label="Name"
            required
            value={values.name}
            error={errors.name}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          <Select
            label="Account"
            required
            data={accountOptions}
            value={values.accountId === '' ? null : String(values.accountId)}
            error={errors.accountId}
            onChange={(value) => set('accountId', value ? Number(value) : '')}
            comboboxProps={{ withinPortal: false }}
          />
          <SegmentedControl
            aria-label="Layout"
            value={values.layout}
            onChange={(value) => set('layout', value as typeof values.layout)}
            data={[
              { value: 'rotate', label: 'Rotate panels' },
              { value: 'grid', label: 'All panels at once' },
            ]}
          />
          <Group grow>
            <NumberInput
              label="Rotate every (seconds)"
              description={boundsHint.rotate}
              value={values.rotateSeconds}
              error={errors.rotateSeconds}
              onChange={(value) => set('rotateSeconds', seconds(value))}
              allowDecimal={false}
            />
            <NumberInput
              label="Refresh every (seconds)"
              description={boundsHint.refresh}
              value={values.refreshSeconds}
              error={errors.refreshSeconds}
              onChange={(value) => set('refreshSeconds', seconds(value))}
              allowDecimal={false}
            />
          </Group>
          <PanelListField
            panels={values.panels}
            onChange={(panels) => set('panels', panels)}
            error={errors.panels}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={disabled}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
