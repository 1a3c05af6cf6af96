import {
  ActionIcon,
  Button,
  Group,
  Input,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { type Panel, type PanelKind, panelKindNames, panelKinds } from '../../../contracts/displays';
import { appConfig } from '../../../core/config/app-config';
import { FOCUS_PEER, useKeepFocusIn } from '../../../core/ui/useFocusLanding';
import { type FormErrors, movePanel, newPanel, type ReportPanelErrors } from '../model/display-form';
import { reportAddressWarning } from '../model/frame-origins';

/** Under a report address displays may not frame: said, not refused (the server accepts it). */
function AddressWarning({ text }: { text: string }) {
  return (
    <Text span fz="sm" c="var(--mantine-color-text)">
      <Text span fw={700} inherit>
        Warning:{' '}
      </Text>
      {text}
    </Text>
  );
}

/**
 * Each panel's row key, kept with the panel through moves and removals: a display may show the
 * same kind twice, so the kind is no key, and the place is none either (keyed by place, React kept
 * a moved panel's focused button where it was, on the row that then showed the other panel: a
 * second ↓ moved that one back, walkthrough 31, D3). The key goes with the panel object, which a
 * move or a removal keeps; an edited report panel is a new object and takes its key over
 * (`carry`). Nothing is added to the panels: the form's values stay the stored shape.
 */
function usePanelKeys() {
  const keys = useRef(new WeakMap<Panel, number>());
  const last = useRef(0);
  const keyOf = (panel: Panel) => {
    let key = keys.current.get(panel);
    if (key === undefined) {
      key = ++last.current;
      keys.current.set(panel, key);
    }
    return key;
  };
  /** The rows' keys; a panel object listed twice (none is) gets a key of its own the second time. */
  const keysOf = (panels: readonly Panel[]) => {
    const seen = new Set<number>();
    return panels.map((panel) => {
      const key = keyOf(panel);
      const unique = seen.has(key) ? ++last.current : key;
      seen.add(unique);
      return unique;
    });
  };
  const carry = (from: Panel, to: Panel) => keys.current.set(to, keyOf(from));
  return { keysOf, carry };
}

type MoveButton = 'up' | 'down';

/**
 * The display's panels in order: add, move up or down, remove; a report panel takes a title and
 * address, each with its own message, and a warning under an address the displays may not frame.
 * The focus follows a moved panel: on the button pressed, or its other move button once the panel
 * reached the end that disables it, so ↓ pressed twice moves a panel two places. After Remove it
 * goes to the next row's Remove, else the new last row's, else 'Panel to add' (it fell to the
 * page's body, walkthrough 31, D3).
 */
export function PanelListField({
  panels,
  onChange,
  error,
  reportErrors,
}: {
  panels: Panel[];
  /** `rearranged`: panels were added, moved or removed (a report panel's messages no longer fit its place). */
  onChange: (panels: Panel[], rearranged: boolean) => void;
  /** About the list itself (none, too many). */
  error: string | undefined;
  /** A report panel's title and address messages, by its place in the list. */
  reportErrors: FormErrors['reportPanels'];
}) {
  const frameOrigins = appConfig().frameOrigins;
  const [kindToAdd, setKindToAdd] = useState<PanelKind>('clock');
  const { keysOf, carry } = usePanelKeys();
  const keys = keysOf(panels);
  const replace = (index: number, panel: Panel) => {
    const was = panels[index];
    if (was) carry(was, panel);
    onChange(
      panels.map((p, i) => (i === index ? panel : p)),
      false,
    );
  };
  const kindToAddBox = useRef<HTMLInputElement>(null);
  // A Remove's focus goes to the next Remove, else the one before (the new last row), else here.
  const keepFocus = useKeepFocusIn<HTMLDivElement>(() => kindToAddBox.current);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const moveButtonRef = (key: number, button: MoveButton) => (element: HTMLButtonElement | null) => {
    if (element) moveButtons.current.set(`${key} ${button}`, element);
    else moveButtons.current.delete(`${key} ${button}`);
  };
  // The move just asked for, until it is drawn (then taken, so typing in a report field later
  // moves no focus).
  const moved = useRef<{ key: number; button: MoveButton }>(undefined);
  const move = (index: number, button: MoveButton) => {
    moved.current = { key: keys[index] as number, button };
    onChange(movePanel(panels, index, button === 'up' ? -1 : 1), true);
  };
  // After the move is drawn: the moved panel's button pressed, or its other one at the list's end
  // (the pressed one is disabled there, and a disabled button loses the focus).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a move is drawn with the new panels
  useLayoutEffect(() => {
    const request = moved.current;
    if (!request) return;
    moved.current = undefined;
    const pressed = moveButtons.current.get(`${request.key} ${request.button}`);
    const other = moveButtons.current.get(`${request.key} ${request.button === 'up' ? 'down' : 'up'}`);
    const target = pressed && !pressed.disabled ? pressed : other;
    if (target && !target.disabled && document.activeElement !== target) target.focus();
  }, [panels]);
  return (
    <Input.Wrapper
      label="Panels"
      description="Shown in this order"
      error={error}
      // The list's own message above the list, not below the picker of the next panel to add.
      inputWrapperOrder={['label', 'description', 'error', 'input']}
    >
      <Stack gap="xs" mt="xs" ref={keepFocus}>
        {panels.length === 0 && <Text c="dimmed">No panels yet.</Text>}
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Panels">
          {panels.map((panel, index) => {
            const name = panelKindNames[panel.kind];
            const key = keys[index] as number;
            return (
              <Paper component="li" key={key} withBorder p="xs">
                <Group gap="xs" wrap="nowrap">
                  <Text fw={500} style={{ flex: 1 }}>
                    {index + 1}. {name}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${name} up`}
                    ref={moveButtonRef(key, 'up')}
                    disabled={index === 0}
                    onClick={() => move(index, 'up')}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${name} down`}
                    ref={moveButtonRef(key, 'down')}
                    disabled={index === panels.length - 1}
                    onClick={() => move(index, 'down')}
                  >
                    ↓
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${name}`}
                    {...FOCUS_PEER}
                    onClick={() =>
                      onChange(
                        panels.filter((_, i) => i !== index),
                        true,
                      )
                    }
                  >
                    ✕
                  </ActionIcon>
                </Group>
                {panel.kind === 'report' && (
                  <ReportFields
                    panel={panel}
                    place={index + 1}
                    errors={reportErrors?.[index]}
                    warning={reportAddressWarning(panel.url, frameOrigins, window.location.origin)}
                    onChange={(changed) => replace(index, changed)}
                  />
                )}
              </Paper>
            );
          })}
        </Stack>
        <Group gap="xs" align="flex-end">
          <Select
            label="Panel to add"
            ref={kindToAddBox}
            data={panelKinds.map((kind) => ({ value: kind, label: panelKindNames[kind] }))}
            value={kindToAdd}
            onChange={(value) => value && setKindToAdd(value as PanelKind)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          <Button variant="light" onClick={() => onChange([...panels, newPanel(kindToAdd)], true)}>
            Add panel
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

type ReportPanel = Extract<Panel, { kind: 'report' }>;

/** A report panel's title and address; each names its panel's place for screen readers. */
function ReportFields({
  panel,
  place,
  errors,
  warning,
  onChange,
}: {
  panel: ReportPanel;
  place: number;
  errors: ReportPanelErrors | undefined;
  warning: string | undefined;
  onChange: (panel: ReportPanel) => void;
}) {
  return (
    // Side by side where there is room; on a phone one under the other (the warning is long).
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
      <TextInput
        label="Report title"
        dir="auto"
        aria-label={`Report title (panel ${place})`}
        required
        value={panel.title}
        error={errors?.title}
        onChange={(event) => onChange({ ...panel, title: event.currentTarget.value })}
      />
      <TextInput
        label="Report address"
        aria-label={`Report address (panel ${place})`}
        required
        value={panel.url}
        error={errors?.url}
        description={!errors?.url && warning ? <AddressWarning text={warning} /> : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        onChange={(event) => onChange({ ...panel, url: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
