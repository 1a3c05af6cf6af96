import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AreaPage as AreaPageData } from '../../contracts/shell-api';

/**
 * An area whose insides the spec does not show (S1 §1): a lazily loaded page titled with its
 * name, with the landing data its area endpoint returns. `children`: sections another feature
 * adds to the area (the route composes them, e.g. Configuration → Displays).
 */
export function AreaPage({ area, children }: { area: AreaPageData; children?: ReactNode }) {
  return (
    <Container size="lg" py="md">
      <Stack>
        <Title order={1} data-help-anchor="page-title">
          {area.title}
        </Title>
        <Text>{area.summary}</Text>
        {children}
      </Stack>
    </Container>
  );
}
