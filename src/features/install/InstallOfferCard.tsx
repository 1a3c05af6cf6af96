import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useAtomValue } from '../../core/state/jotai';
import { INSTALL_OFFER_Z_INDEX } from '../../core/ui/layer-z-indexes';
import { pageCoveringPanelsAtom } from '../../core/ui/shell-state';

/** The launcher's install offer (the default export is for React.lazy). */
export default function InstallOfferCard({
  onInstall,
  onNotNow,
}: {
  onInstall: () => void;
  onNotNow: () => void;
}) {
  // Under the floating panels: one filling the screen hides it, so Tab must not reach it (D3).
  const covered = useAtomValue(pageCoveringPanelsAtom) > 0;
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={INSTALL_OFFER_Z_INDEX} inert={covered}>
      <Paper role="region" aria-label="Install app" withBorder shadow="md" p="sm" radius="md" maw={360}>
        <Text size="sm" fw={600}>
          Install Ops Portal on this device
        </Text>
        <Text size="xs" mt={4}>
          It opens from your home screen in its own window and keeps working without a connection.
        </Text>
        <Group gap="xs" mt="sm">
          <Button size="xs" onClick={onInstall}>
            Install app
          </Button>
          <Button size="xs" variant="subtle" onClick={onNotNow}>
            Not now
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
