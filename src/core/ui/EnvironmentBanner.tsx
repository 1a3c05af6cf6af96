import { Box, Text } from '@mantine/core';
import { appConfig } from '../config/app-config';
import { environmentBannerText, showsEnvironmentBanner } from '../config/stage';

/** Shown on the stages local, dev and test (S1 §1) so nobody mistakes them for production. */
export function EnvironmentBanner() {
  const { stage } = appConfig();
  if (!showsEnvironmentBanner(stage)) return null;
  return (
    <Box role="note" aria-label="Environment" bg="orange.6" c="white" px="md" py={2}>
      <Text size="sm" fw={700} ta="center">
        {environmentBannerText(stage)}
      </Text>
    </Box>
  );
}
