import { Button, ColorSwatch, Select, Switch, TextInput } from '@mantine/core';
import { useId } from 'react';
import { preferenceValueProblem } from '../../../contracts/preference-values';
import { PreferenceTitle, type UserPreference } from '../../../contracts/settings';
import { accentHex } from '../../../core/ui/accent-palette';
import { WholeNumberInput } from '../../../core/ui/WholeNumberInput';
import { dropdownChoices, type PendingPreference, saveTrigger } from '../model/preference-rules';
import { holdPreference, savePreferenceNow, savePreferenceSoon } from '../preference-saver';
// The forced-colours rules for the Mantine controls drawn here (core/ui/forced-colors.css).
import '../../../core/ui/forced-colors.css';

export const NOT_SAVED_TEXT = 'Not saved';
/** A change whose save found no connection: it is sent again once the connection is back. */
export const WAITING_FOR_CONNECTION_TEXT = 'Will be saved once the connection is back';

/** Waiting for the connection (or why it is disabled) under the field, after any error. */
const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'error',
  'description',
];

export interface PreferenceControlProps {
  preference: UserPreference;
  /** Its change the server has not confirmed, if any. */
  pending: PendingPreference | undefined;
  disabled: boolean;
  /** Why the rules disable it (said under it), when they do. */
  disabledBecause?: string;
  /** Merge Roles asks first (S2 §4): the panel shows the confirmation. */
  onMergeRolesChange: (value: string) => void;
}

/**
 * One preference as the field its type calls for (S2 §3); saved as S2 §5 says (blur or debounced).
 * A change the server did not take keeps its value, says why as the field's error (announced) and
 * offers 'Try again' under it (walkthrough 35, D3: a grey 'Not saved', the reason only in the
 * console, and no way to retry but editing the value again).
 */
export function PreferenceControl(props: PreferenceControlProps) {
  const { preference, pending, disabled, onMergeRolesChange } = props;
  const fieldId = useId();
  const notSaved = pending?.status === 'failed' ? (pending.notSavedBecause ?? NOT_SAVED_TEXT) : undefined;
  const tryAgain = () => {
    // The button goes as the save starts: the focus waits on the field, where the outcome shows.
    document.getElementById(fieldId)?.focus();
    // Merge Roles asks first, as when it was changed (S2 §4).
    if (preference.title === PreferenceTitle.mergeRoles) onMergeRolesChange(preference.value);
    else void savePreferenceNow(preference, preference.value);
  };
  return (
    <div>
      <PreferenceField {...props} fieldId={fieldId} notSaved={notSaved} />
      {notSaved !== undefined && (
        <Button
          variant="light"
          size="compact-sm"
          mt={6}
          disabled={disabled}
          aria-label={`Try again to save ${preference.title}`}
          onClick={tryAgain}
        >
          Try again
        </Button>
      )}
    </div>
  );
}

function PreferenceField({
  preference,
  pending,
  disabled,
  disabledBecause,
  onMergeRolesChange,
  fieldId,
  notSaved,
}: PreferenceControlProps & { fieldId: string; notSaved: string | undefined }) {
  const { title, type, value } = preference;
  const status = pending?.status;
  // The rule's own message first (such a value is never sent); then why the server did not take it,
  // announced as it appears.
  const problem = preferenceValueProblem(preference, value);
  const error = problem ?? (notSaved && <span role="alert">{notSaved}</span>);
  // One waiting for the connection says it will go (walkthrough 32, O9: 'Not saved' read as lost);
  // a control the rules disable says why.
  const description = status === 'waiting' ? WAITING_FOR_CONNECTION_TEXT : disabledBecause;
  const descriptionProps = {
    id: fieldId,
    description,
    inputWrapperOrder: WRAPPER_ORDER,
  };
  const savesOnBlur = saveTrigger(type) === 'blur';
  // A value to be saved on blur, or one the server would refuse, waits on screen unsent.
  const change = (next: string) => {
    const refused = preferenceValueProblem(preference, next) !== undefined;
    if (savesOnBlur || refused) holdPreference(preference, next, savesOnBlur && !refused);
    else savePreferenceSoon(preference, next);
  };
  const saveOnBlur = () => {
    if (savesOnBlur && status === 'editing' && !problem) void savePreferenceNow(preference, value);
  };

  switch (type) {
    case 'PhoneNumber':
      return (
        <TextInput
          label={title}
          placeholder="123-456-7890"
          inputMode="tel"
          value={value}
          disabled={disabled}
          error={error}
          {...descriptionProps}
          onChange={(event) => change(event.currentTarget.value)}
          onBlur={saveOnBlur}
        />
      );
    case 'Number':
      // Kept as typed: the contract's rule (a whole number; Font Size's range) says what is wrong.
      return (
        <WholeNumberInput
          label={title}
          value={value}
          disabled={disabled}
          error={error}
          {...descriptionProps}
          onChange={(text) => change(text)}
        />
      );
    case 'Switch':
    case 'RoleSwitch':
      return (
        <Switch
          label={title}
          id={fieldId}
          checked={value === 'true'}
          disabled={disabled}
          description={description}
          error={error}
          onChange={(event) => {
            const next = String(event.currentTarget.checked);
            if (title === PreferenceTitle.mergeRoles) onMergeRolesChange(next);
            else change(next);
          }}
        />
      );
    case 'Dropdown':
    case 'ColorPicker':
    case 'RoleSelector':
    case 'AppSelector': {
      const hex = type === 'ColorPicker' ? accentHex(value) : undefined;
      return (
        <Select
          label={title}
          placeholder={type === 'Dropdown' || type === 'ColorPicker' ? undefined : 'Choose one'}
          data={dropdownChoices(preference).map((option) => ({ label: option.title, value: option.value }))}
          value={value === '' ? null : value}
          allowDeselect={false}
          disabled={disabled}
          leftSection={hex ? <ColorSwatch color={hex} size={16} aria-hidden="true" /> : undefined}
          error={error}
          {...descriptionProps}
          onChange={(next) => next !== null && change(next)}
        />
      );
    }
  }
}
