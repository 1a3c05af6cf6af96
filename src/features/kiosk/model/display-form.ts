import {
  type Display,
  displayNameTaken,
  displayNameTakenMessage,
  type Panel,
  type PanelKind,
  REFRESH_SECONDS_BOUNDS,
  ROTATE_SECONDS_BOUNDS,
  type SaveDisplay,
  saveDisplaySchema,
} from '../../../contracts/displays';
import { notWholeMessage } from '../../../core/format/whole-number';

/** A new display's rotation period. */
export const DEFAULT_ROTATE_SECONDS = 20;

/**
 * The form's values: numbers may be blank ('') while typing; a number field holds the text as
 * typed when it is not a whole number (`wholeNumberFieldValue`), which Save refuses with its reason.
 */
export interface DisplayFormValues {
  name: string;
  accountId: number | '';
  layout: SaveDisplay['layout'];
  rotateSeconds: number | string;
  refreshSeconds: number | string;
  panels: Panel[];
}

export function formValuesOf(
  display: Display | undefined,
  defaultAccountId: number | undefined,
): DisplayFormValues {
  if (display) {
    const { name, accountId, layout, rotateSeconds, refreshSeconds, panels } = display;
    return { name, accountId, layout, rotateSeconds, refreshSeconds, panels };
  }
  return {
    name: '',
    accountId: defaultAccountId ?? '',
    layout: 'rotate',
    rotateSeconds: DEFAULT_ROTATE_SECONDS,
    refreshSeconds: Math.max(60, REFRESH_SECONDS_BOUNDS.min),
    panels: [{ kind: 'clock' }],
  };
}

/** What closing the form or reloading the page would lose, in the words of their questions. */
export const DISPLAY_EDIT_WORK = 'a display edit';

/**
 * Why display writes are off offline, on the Displays page and beside the dialog's Save: they go
 * straight to the server, never queued (docs/kiosk.md, "Offline").
 */
export const DISPLAY_WRITES_OFFLINE_HINT = 'Adding and changing displays needs a connection.';

export const newPanel = (kind: PanelKind): Panel =>
  kind === 'report' ? { kind, title: '', url: 'https://' } : { kind };

/** Moves the panel at `index` one place up (-1) or down (+1); out of range leaves the list as it is. */
export function movePanel(panels: readonly Panel[], index: number, by: -1 | 1): Panel[] {
  const target = index + by;
  const moved = [...panels];
  const [panel] = moved.splice(index, 1);
  if (!panel || target < 0 || target > panels.length - 1) return [...panels];
  moved.splice(target, 0, panel);
  return moved;
}

type FieldName = 'name' | 'accountId' | 'layout' | 'rotateSeconds' | 'refreshSeconds' | 'panels';

/** A report panel's own fields' messages. */
export type ReportPanelErrors = Partial<Record<'title' | 'url', string>>;

/**
 * Messages by field: one per form field, and a report panel's title and address each at its own
 * input (`reportPanels`, by the panel's place in the list). `panels` is about the list itself.
 */
export type FormErrors = Partial<Record<FieldName, string>> & {
  reportPanels?: Record<number, ReportPanelErrors>;
};

export const hasErrors = (errors: FormErrors) => Object.keys(errors).length > 0;

/** A field edited since Save loses its message: Save checks it again. */
export function withoutError(errors: FormErrors, field: FieldName): FormErrors {
  if (!(field in errors)) return errors;
  const { [field]: _, ...others } = errors;
  return others;
}

/**
 * The messages still true after the panel list changed: a report title or address edited loses
 * its message; panels added, moved or removed drop every report panel's (they belong to a place
 * in the list), and the list's own message goes too. Save says what is still wrong.
 */
export function errorsAfterPanelsChange(
  errors: FormErrors,
  before: readonly Panel[],
  after: readonly Panel[],
  rearranged: boolean,
): FormErrors {
  const { reportPanels, ...others } = withoutError(errors, 'panels');
  if (rearranged || !reportPanels) return others;
  const kept: Record<number, ReportPanelErrors> = {};
  for (const [place, panelErrors] of Object.entries(reportPanels)) {
    const index = Number(place);
    const [was, is] = [before[index], after[index]];
    const still: ReportPanelErrors = {};
    for (const field of ['title', 'url'] as const) {
      const unchanged = was?.kind === 'report' && is?.kind === 'report' && was[field] === is[field];
      if (panelErrors[field] && unchanged) still[field] = panelErrors[field];
    }
    if (Object.keys(still).length > 0) kept[index] = still;
  }
  return Object.keys(kept).length > 0 ? { ...others, reportPanels: kept } : others;
}

/** The rotation period saved with a grid display, where it is not used: what was there if valid, else the default. */
function rotateSecondsToSave(values: DisplayFormValues): number | string {
  if (values.layout !== 'grid') return values.rotateSeconds;
  const typed = values.rotateSeconds;
  const usable =
    typeof typed === 'number' &&
    Number.isInteger(typed) &&
    typed >= ROTATE_SECONDS_BOUNDS.min &&
    typed <= ROTATE_SECONDS_BOUNDS.max;
  return usable ? typed : DEFAULT_ROTATE_SECONDS;
}

/**
 * Checks the form with the same contract the server applies, so the form refuses exactly what the
 * server would, with the same messages: every wrong field at once, each message at its own field.
 * 'Rotate every' is not used by a grid display (the form disables it): it is never the reason a
 * grid display is refused. A name another display has (`others`, but display `id` itself) is
 * refused as the server refuses it.
 */
export function validateDisplayForm(
  values: DisplayFormValues,
  others: readonly { id: number; name: string }[] = [],
  id?: number,
): { display: SaveDisplay } | { errors: FormErrors } {
  const nameTaken = displayNameTaken(values.name, others, id)
    ? displayNameTakenMessage(values.name)
    : undefined;
  const rotateSeconds = rotateSecondsToSave(values);
  const parsed = saveDisplaySchema.safeParse({
    ...values,
    accountId: values.accountId === '' ? undefined : values.accountId,
    rotateSeconds: typeof rotateSeconds === 'number' ? rotateSeconds : undefined,
    refreshSeconds: typeof values.refreshSeconds === 'number' ? values.refreshSeconds : undefined,
  });
  const errors: FormErrors = nameTaken ? { name: nameTaken } : {};
  // Text that is no whole number is refused for that reason, not as a missing number.
  for (const [field, typed] of [
    ['rotateSeconds', rotateSeconds],
    ['refreshSeconds', values.refreshSeconds],
  ] as const)
    if (typeof typed === 'string' && typed !== '') errors[field] = notWholeMessage({ unit: 'seconds' });
  if (parsed.success && !hasErrors(errors)) return { display: parsed.data };
  if (parsed.success) return { errors };
  for (const issue of parsed.error.issues) {
    const [field, index, panelField] = issue.path;
    if (field === 'panels' && typeof index === 'number' && (panelField === 'title' || panelField === 'url')) {
      const reportPanels = errors.reportPanels ?? {};
      const panelErrors = reportPanels[index] ?? {};
      panelErrors[panelField] ??= issue.message;
      reportPanels[index] = panelErrors;
      errors.reportPanels = reportPanels;
      continue;
    }
    const name = String(field ?? 'name') as FieldName;
    errors[name] ??= issue.message;
  }
  return { errors };
}

export const boundsHint = {
  rotate: `${ROTATE_SECONDS_BOUNDS.min}–${ROTATE_SECONDS_BOUNDS.max} s`,
  refresh: `${REFRESH_SECONDS_BOUNDS.min}–${REFRESH_SECONDS_BOUNDS.max} s`,
};
