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
import { useState } from 'react';
import { type Panel, type PanelKind, panelKindNames, panelKinds } from '../../../contracts/displays';
import { appConfig } from '../../../core/config/app-config';
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
 * The display's panels in order: add, move up or down, remove; a report panel takes a title and
 * address, each with its own message, and a warning under an address the displays may not frame.
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
  const replace = (index: number, panel: Panel) =>
    onChange(
      panels.map((p, i) => (i === index ? panel : p)),
      false,
    );
  return (
    <Input.Wrapper
      label="Panels"
      description="Shown in this order"
      error={error}
      // The list's own message above the list, not below the picker of the next panel to add.
      inputWrapperOrder={['label', 'description', 'error', 'input']}
    >
      <Stack gap="xs" mt="xs">
        {panels.length === 0 && <Text c="dimmed">No panels yet.</Text>}
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Panels">
          {panels.map((panel, index) => {
            const name = panelKindNames[panel.kind];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a panel's place in the list is its identity
              <Paper component="li" key={index} withBorder p="xs">
                <Group gap="xs" wrap="nowrap">
                  <Text fw={500} style={{ flex: 1 }}>
                    {index + 1}. {name}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${name} up`}
                    disabled={index === 0}
                    onClick={() => onChange(movePanel(panels, index, -1), true)}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${name} down`}
                    disabled={index === panels.length - 1}
                    onClick={() => onChange(movePanel(panels, index, 1), true)}
                  >
                    ↓
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${name}`}
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
