import {
  type Display,
  type Panel,
  type PanelKind,
  REFRESH_SECONDS_BOUNDS,
  ROTATE_SECONDS_BOUNDS,
  type SaveDisplay,
  saveDisplaySchema,
} from '../../../contracts/displays';

/** The form's values: numbers may be blank ('') while typing. */
export interface DisplayFormValues {
  name: string;
  accountId: number | '';
  layout: SaveDisplay['layout'];
  rotateSeconds: number | '';
  refreshSeconds: number | '';
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
    rotateSeconds: 20,
    refreshSeconds: Math.max(60, REFRESH_SECONDS_BOUNDS.min),
    panels: [{ kind: 'clock' }],
  };
}

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

export type FormErrors = Partial<
  Record<'name' | 'accountId' | 'layout' | 'rotateSeconds' | 'refreshSeconds' | 'panels', string>
>;

/**
 * Checks the form with the same contract the server applies, so the form refuses exactly what the
 * server would, with the same messages, one per field.
 */
export function validateDisplayForm(
  values: DisplayFormValues,
): { display: SaveDisplay } | { errors: FormErrors } {
  const parsed = saveDisplaySchema.safeParse({
    ...values,
    accountId: values.accountId === '' ? undefined : values.accountId,
    rotateSeconds: values.rotateSeconds === '' ? undefined : values.rotateSeconds,
    refreshSeconds: values.refreshSeconds === '' ? undefined : values.refreshSeconds,
  });
  if (parsed.success) return { display: parsed.data };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'name') as keyof FormErrors;
    errors[field] ??= issue.message;
  }
  return { errors };
}

export const boundsHint = {
  rotate: `${ROTATE_SECONDS_BOUNDS.min}–${ROTATE_SECONDS_BOUNDS.max} s`,
  refresh: `${REFRESH_SECONDS_BOUNDS.min}–${REFRESH_SECONDS_BOUNDS.max} s`,
};
