import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { Display, SaveDisplay } from '../../../contracts/displays';
import { rebasedDraft, rebaseOnConflict } from '../../../core/api/edit-conflict';
import { wholeNumberFieldValue } from '../../../core/format/whole-number';
import { accountsAtom } from '../../../core/session/account-state';
import { useAtomValue } from '../../../core/state/jotai';
import { BusyButton, useOffReason } from '../../../core/ui/BusyButton';
import { useEscapeLayer } from '../../../core/ui/escape-layers';
import { WholeNumberInput } from '../../../core/ui/WholeNumberInput';
import { useAskBeforeClosing } from '../../../core/unsaved-work/useAskBeforeClosing';
import { useKeepOnExpiry } from '../../../core/unsaved-work/useKeptDraft';
import { useUnsavedWork } from '../../../core/unsaved-work/useUnsavedWork';
import {
  boundsHint,
  DISPLAY_EDIT_WORK,
  DISPLAY_WRITES_OFFLINE_HINT,
  errorsAfterPanelsChange,
  type FormErrors,
  formValuesOf,
  hasErrors,
  validateDisplayForm,
  withoutError,
} from '../model/display-form';
import { displaySaveFailure } from '../model/display-save-failure';
import { KEPT_DISPLAY, KEPT_DISPLAY_NOTICE, type KeptDisplay, keptDisplay } from '../model/kept-display';
import { PanelListField } from './PanelListField';

interface DisplayFormProps {
  /** Undefined: a new display. */
  display: Display | undefined;
  opened: boolean;
  /**
   * A new value for every opening: what was typed last time is not kept. The dialog itself stays
   * mounted while closed, so that closing it gives focus back to the button that opened it
   * (Mantine records that button when `opened` turns true on a mounted dialog; one mounted
   * already open, or unmounted as it closes, sends focus to the page body).
   */
  session: number;
  /** Offline: Save is off and says why; what is typed stays (writes are not queued). */
  offline: boolean;
  onClose: () => void;
  /**
   * `loaded`: the display as the form edits it (sent with the update), undefined for a new one
   * (also once the display edited was deleted meanwhile: the form then adds it).
   */
  onSave: (display: SaveDisplay, loaded: Display | undefined) => Promise<void>;
  /** The displays listed, whose names this one may not take. */
  others: readonly { id: number; name: string }[];
  /**
   * An edit kept through an expired session, to open with (`display` is its `loaded`): its values,
   * and a note saying so until it is saved or cancelled (walkthrough 37, D2).
   */
  restored?: KeptDisplay | undefined;
}

/**
 * Create or edit a display: checked with the server's own contract before sending; a refusal
 * from the server shows its message and keeps everything typed. A Save refused because another
 * admin changed the display meanwhile (409) also moves the form onto their version: their values
 * where this admin changed nothing, this admin's kept, so Save again writes it knowingly. One
 * refused because another admin deleted it (404) turns the form into a new display's, with what
 * was typed: Save adds it (walkthrough 36, D5).
 */
export function DisplayForm({
  display,
  opened,
  session,
  offline,
  onClose,
  onSave,
  others,
  restored,
}: DisplayFormProps) {
  const answersEscape = useEscapeLayer(opened);
  const title = display ? `Edit display ${display.id}` : 'New display';
  // Closing by X, Escape or a press beside the dialog with changes typed asks first: a press
  // meant for the update prompt's Reload, drawn beside the dialog, closed it and lost them
  // (walkthrough 20, D1). Cancel and a Save close at once.
  const closing = useAskBeforeClosing(title, [DISPLAY_EDIT_WORK], onClose);
  return (
    <>
      <Modal opened={opened} onClose={closing.close} closeOnEscape={answersEscape} title={title} size="lg">
        <DisplayFormFields
          key={session}
          display={display}
          title={title}
          offline={offline}
          onClose={onClose}
          onSave={onSave}
          others={others}
          restored={restored}
        />
      </Modal>
      {closing.confirm}
    </>
  );
}

function DisplayFormFields({
  display,
  title,
  offline,
  onClose,
  onSave,
  others,
  restored,
}: Omit<DisplayFormProps, 'opened' | 'session'> & { title: string }) {
  const accounts = useAtomValue(accountsAtom);
  const [defaultAccountId] = useState(() => accounts[0]?.acctId);
  const [values, setValues] = useState(() => restored?.values ?? formValuesOf(display, defaultAccountId));
  // The display as this form loaded it, sent with the update; after a 409, as stored then.
  const [loaded, setLoaded] = useState(display);
  // Changes typed (against the values it opened with, or those of the stored display a 409 moved
  // it onto) are unsaved work: the update prompt's Reload and Sign Out ask before losing them, and
  // an expired session keeps them for the same admin's sign-in in this tab.
  const kept = keptDisplay(values, loaded, defaultAccountId);
  useUnsavedWork(kept !== undefined, DISPLAY_EDIT_WORK);
  useKeepOnExpiry(KEPT_DISPLAY, kept);
  const [errors, setErrors] = useState<FormErrors>({});
  const [refusals, setRefusals] = useState(0);
  const [failure, setFailure] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  // Offline, Save is off and says why (walkthrough 35, O4): `off` keeps it in the Tab order, where
  // `disabled` skipped it silently, and also ignores Enter in a field.
  const { describedBy, reasonText } = useOffReason(offline ? DISPLAY_WRITES_OFFLINE_HINT : undefined);
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends Exclude<keyof typeof values, 'panels'>>(key: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutError(current, key));
  };

  // After a refused Save, the first field marked invalid takes the focus: its message is read out,
  // and the others are below it.
  useEffect(() => {
    if (refusals === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const accountOptions = accounts.map((account) => ({
    value: String(account.acctId),
    label: account.acctName,
  }));
  if (display && !accounts.some((account) => account.acctId === display.accountId))
    accountOptions.push({ value: String(display.accountId), label: display.accountName });

  const submit = async () => {
    const checked = validateDisplayForm(values, others, loaded?.id);
    if ('errors' in checked) {
      setErrors(checked.errors);
      if (hasErrors(checked.errors)) setRefusals((count) => count + 1);
      return;
    }
    setErrors({});
    setFailure(undefined);
    setSaving(true);
    try {
      await rebaseOnConflict(onSave(checked.display, loaded), (theirs: Display) => {
        setValues((current) =>
          rebasedDraft(current, formValuesOf(loaded, undefined), formValuesOf(theirs, undefined)),
        );
        setLoaded(theirs);
      });
    } catch (error) {
      const { message, saveAsNew } = displaySaveFailure(error, loaded === undefined);
      // Deleted meanwhile: the form now adds the display, with what was typed.
      if (saveAsNew) setLoaded(undefined);
      setFailure(message);
    } finally {
      setSaving(false);
    }
  };
  const rotating = values.layout === 'rotate';

  return (
    <form
      ref={form}
      noValidate
      aria-label={title}
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
        {restored && (
          <Alert color="blue" role="status">
            {KEPT_DISPLAY_NOTICE}
          </Alert>
        )}
        {/* The dialog opens on Name, the field to fill, not on its Close (walkthrough 31, O7). */}
        <TextInput
          label="Name"
          dir="auto"
          required
          data-autofocus
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
        <Group grow align="flex-start">
          <WholeNumberInput
            label="Rotate every (seconds)"
            // Shown all at once, the panels rotate only on a screen too small for them (PanelLayout,
            // walkthrough 38, D3): the period kept is used there.
            description={
              rotating
                ? boundsHint.rotate
                : 'Used only where a screen is too small for every panel at once: set it with Rotate panels'
            }
            disabled={!rotating}
            value={values.rotateSeconds}
            error={rotating ? errors.rotateSeconds : undefined}
            unit="seconds"
            onChange={(text, reading) => set('rotateSeconds', wholeNumberFieldValue(text, reading))}
          />
          <WholeNumberInput
            label="Refresh every (seconds)"
            description={boundsHint.refresh}
            value={values.refreshSeconds}
            error={errors.refreshSeconds}
            unit="seconds"
            onChange={(text, reading) => set('refreshSeconds', wholeNumberFieldValue(text, reading))}
          />
        </Group>
        <PanelListField
          panels={values.panels}
          onChange={(panels, rearranged) => {
            setErrors((current) => errorsAfterPanelsChange(current, values.panels, panels, rearranged));
            setValues((current) => ({ ...current, panels }));
          }}
          error={errors.panels}
          reportErrors={errors.reportPanels}
        />
        <Group justify="flex-end">
          {reasonText}
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <BusyButton type="submit" busy={saving} off={offline} aria-describedby={describedBy}>
            Save
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}
