import { Box, Text } from '@mantine/core';
import { appConfig } from '../config/app-config';
import { environmentBannerText, showsEnvironmentBanner } from '../config/stage';

/** Shown on the stages local, dev and test (S1 §1) so nobody mistakes them for production. */
export function EnvironmentBanner() {
  const { stage } = appConfig();
  if (!showsEnvironmentBanner(stage)) return null;
  return (
    // Black on orange.6 is 8:1; white was 2.6:1.
    <Box role="note" aria-label="Environment" bg="orange.6" c="black" px="md" py={2}>
      <Text size="sm" fw={700} ta="center">
        {environmentBannerText(stage)}
      </Text>
    </Box>
  );
}
