import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { type StatusAction, statusActions } from '../../../contracts/release-authoring';
import type { ReleaseVersion } from '../../../contracts/release-notes';
import { BusyButton } from '../../../core/ui/BusyButton';
import { ConfirmDelete } from '../../../core/ui/ConfirmDelete';
import { abandonQuestion, CHECK_AGAIN, statusActionLabels } from '../model/version-authoring';
import { VERSION_FOCUS_LANDING } from './version-focus';

/**
 * The status buttons of the shown version (S2 §2, §4; system admins): those its status offers.
 * Shown for the selected version rather than on every row, where they would crowd the pane.
 * Abandon asks first, in the app's one confirmation: it is a dead end (S2 §4), and one slip of the
 * finger on a tablet could not be taken back (walkthrough 17, decided).
 */
export function VersionStatusBar({
  version,
  busy,
  readOnly,
  onAction,
  saveDraftProblem,
  actionFailure,
  onCheckAgain,
  checkingAgain = false,
  saveDraftWaits = false,
  focusLanding = false,
}: {
  version: ReleaseVersion;
  busy: boolean;
  readOnly: boolean;
  onAction: (action: StatusAction) => void;
  /** Why 'Save as Draft' is off (another draft was saved meanwhile), said beside the buttons. */
  saveDraftProblem?: string;
  /** Why the last Activate, Deactivate or Abandon failed (another admin's change, a refusal). */
  actionFailure?: string;
  /** Asks the server again whether the other draft is still there (shown with the reason). */
  onCheckAgain?: () => void;
  /** The server is being asked (the button shows it is busy). */
  checkingAgain?: boolean;
  /** 'Save as Draft' waits: whether another draft is saved is being read. */
  saveDraftWaits?: boolean;
  /** Its first button takes a focus lost by a version action (`VERSION_FOCUS_LANDING`). */
  focusLanding?: boolean;
}) {
  const actions = statusActions(version.status);
  const disabled = (action: StatusAction) =>
    busy || readOnly || (action === 'saveDraft' && (saveDraftProblem !== undefined || saveDraftWaits));
  // The first button, once enabled (not while the write runs or a saved draft is looked for); past
  // a 'Save as Draft' kept off by another admin's draft, to Submit.
  const landing = focusLanding
    ? actions.find((action) => action !== 'saveDraft' || saveDraftProblem === undefined)
    : undefined;
  const [confirmingAbandon, setConfirmingAbandon] = useState(false);
  return (
    <Group gap="xs" role="group" aria-label={`Version ${version.version} status`}>
      <ConfirmDelete
        title="Abandon Version"
        question={abandonQuestion(version)}
        confirmLabel={statusActionLabels.abandon}
        opened={confirmingAbandon}
        deleting={false}
        onCancel={() => setConfirmingAbandon(false)}
        onConfirm={() => {
          setConfirmingAbandon(false);
          onAction('abandon');
        }}
      />
      <Text size="sm">Status</Text>
      <Badge variant="light">{version.status}</Badge>
      {actions.map((action) => (
        <Button
          key={action}
          size="compact-sm"
          variant="light"
          disabled={disabled(action)}
          {...{ [VERSION_FOCUS_LANDING]: action === landing || undefined }}
          onClick={() => (action === 'abandon' ? setConfirmingAbandon(true) : onAction(action))}
        >
          {statusActionLabels[action]}
        </Button>
      ))}
      {/* Live: the reason is heard when it comes, and when 'Check again' takes it away. */}
      <div aria-live="polite" style={{ display: 'contents' }}>
        {saveDraftProblem && (
          <Text size="sm" c="red" role="note">
            {saveDraftProblem}
          </Text>
        )}
      </div>
      {/* An alert: heard at once, as a note editor's failed Save is. */}
      {actionFailure && (
        <Text size="sm" c="red" role="alert">
          {actionFailure}
        </Text>
      )}
      {saveDraftProblem && onCheckAgain && (
        <BusyButton
          size="compact-sm"
          variant="subtle"
          disabled={busy || readOnly}
          busy={checkingAgain}
          onClick={onCheckAgain}
        >
          {CHECK_AGAIN}
        </BusyButton>
      )}
    </Group>
  );
}
