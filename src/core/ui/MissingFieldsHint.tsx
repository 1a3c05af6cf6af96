import { Text } from '@mantine/core';
import { missingFieldsHint } from '../format/missing-fields';

/**
 * The words beside a Save that is off because required fields are empty (`missingFieldsHint`).
 * Its `id` describes the Save button (`aria-describedby`), so the reason is heard there too.
 */
export function MissingFieldsHint({ id, missing }: { id: string; missing: readonly string[] }) {
  const hint = missingFieldsHint(missing);
  return hint ? (
    <Text id={id} size="xs">
      {hint}
    </Text>
  ) : null;
}
