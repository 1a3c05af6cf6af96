import { ActionIcon, Button, Group, Input, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type Panel, type PanelKind, panelKindNames, panelKinds } from '../../../contracts/displays';
import { movePanel, newPanel } from '../model/display-form';

/** The display's panels in order: add, move up or down, remove; a report panel takes a title and address. */
export function PanelListField({
  panels,
  onChange,
  error,
}: {
  panels: Panel[];
  onChange: (panels: Panel[]) => void;
  error: string | undefined;
}) {
  const [kindToAdd, setKindToAdd] = useState<PanelKind>('clock');
  const replace = (index: number, panel: Panel) => onChange(panels.map((p, i) => (i === index ? panel : p)));
  return (
    <Input.Wrapper label="Panels" description="Shown in this order" error={error}>
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
                    onClick={() => onChange(movePanel(panels, index, -1))}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${name} down`}
                    disabled={index === panels.length - 1}
                    onClick={() => onChange(movePanel(panels, index, 1))}
                  >
                    ↓
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${name}`}
                    onClick={() => onChange(panels.filter((_, i) => i !== index))}
                  >
                    ✕
                  </ActionIcon>
                </Group>
                {panel.kind === 'report' && (
                  <Group grow mt="xs">
                    <TextInput
                      label="Report title"
                      value={panel.title}
                      onChange={(event) => replace(index, { ...panel, title: event.currentTarget.value })}
                    />
                    <TextInput
                      label="Report address"
                      value={panel.url}
                      onChange={(event) => replace(index, { ...panel, url: event.currentTarget.value })}
                    />
                  </Group>
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
          <Button variant="light" onClick={() => onChange([...panels, newPanel(kindToAdd)])}>
            Add panel
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
