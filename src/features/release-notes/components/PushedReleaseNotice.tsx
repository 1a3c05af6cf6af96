import { Alert, Button, Group, Loader, Overlay, Portal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAskBeforeReload } from '../../../core/pwa/useAskBeforeReload';
import { BusyButton } from '../../../core/ui/BusyButton';
import { RELOAD_COVER_Z_INDEX } from '../../../core/ui/layer-z-indexes';

/**
 * The notice's words (S1 §4), in its lazily loaded chunk: model/pushed-release.ts is on the first
 * screen (the push's watch), and a first-screen module carries all its exports.
 */
export const PUSHED_RELEASE_MESSAGE =
  'Site has new changes. Select Accept to update, or Reject to ignore changes and continue working.';

export interface PushedReleaseNoticeProps {
  /** Resets the user and reloads; the notice blocks the UI until the page goes away. */
  onAccept: () => Promise<void>;
  onReject: () => void;
}

/**
 * S1 §4, server push: the message with Accept and Reject, and the blocking overlay after Accept.
 * Accept reloads the app: with unsaved work open (a release note edit…) it asks first, as the
 * update prompt's Reload does; Cancel keeps the work (walkthrough 36, D4).
 */
export function PushedReleaseNotice({ onAccept, onReject }: PushedReleaseNoticeProps) {
  const [updating, setUpdating] = useState(false);
  const update = () => {
    setUpdating(true);
    // The reload ends the page; should the reset throw, the UI is released to try again.
    onAccept().catch((error: unknown) => {
      console.error('Updating the site failed', error);
      setUpdating(false);
    });
  };
  const accept = useAskBeforeReload(update);
  return (
    <Alert color="blue" mb="sm">
      <Stack gap="xs">
        <Text size="sm">{PUSHED_RELEASE_MESSAGE}</Text>
        <Group gap="xs">
          <BusyButton size="xs" onClick={accept.reload} busy={updating}>
            Accept
          </BusyButton>
          <Button size="xs" variant="default" onClick={onReject} disabled={updating}>
            Reject
          </Button>
        </Group>
      </Stack>
      {updating && (
        <Portal>
          {/* Above the dialogs and everything else: nothing is clickable until the reload. */}
          <Overlay fixed center zIndex={RELOAD_COVER_Z_INDEX} backgroundOpacity={0.6}>
            <Loader role="status" aria-label="Updating the site" color="white" />
          </Overlay>
        </Portal>
      )}
      {accept.confirm}
    </Alert>
  );
}
