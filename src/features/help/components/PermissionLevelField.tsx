import { Select, Text } from '@mantine/core';
import { PermissionLevel, permissionLevelNames } from '../../../contracts/claims';

const levelOptions = Object.values(PermissionLevel).map((level) => ({
  value: String(level),
  label: permissionLevelNames[level],
}));

interface PermissionLevelFieldProps {
  /** Only a help admin sets the level (S2 §6); others see it, if set, as text. */
  editable: boolean;
  value: PermissionLevel | null;
  onChange: (level: PermissionLevel | null) => void;
}

/** A help topic's or tutorial's permission level (S2 §3, §5): required where it can be set. */
export function PermissionLevelField({ editable, value, onChange }: PermissionLevelFieldProps) {
  if (!editable) {
    return value === null ? null : (
      <Text size="sm" c="dimmed">
        Permission level: {permissionLevelNames[value]}
      </Text>
    );
  }
  return (
    <Select
      label="Permission level"
      required
      data={levelOptions}
      value={value === null ? null : String(value)}
      onChange={(picked) => onChange(picked === null ? null : (Number(picked) as PermissionLevel))}
    />
  );
}
