import { Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ReleaseVersion } from '../../../contracts/release-notes';
import { refreshOnReturn } from '../../../core/cache/useRefreshOnReturn';
import { BusyButton, useOffReason } from '../../../core/ui/BusyButton';
import { useNewestVersions, useSavedDraft, useSavedDraftRead } from '../data-hooks';
import { suggestNextVersion } from '../model/next-version';
import {
  addVersionOffReason,
  draftSaveProblem,
  isUnsavedDraft,
  unsavedDraftNote,
} from '../model/version-authoring';
import { VersionPanel } from './VersionPanel';
import { VersionStatusBar } from './VersionStatusBar';
import { VersionItem, type VersionItemProps } from './VersionsPane';

/**
 * 'Add Version' (system admins, S2 §2): off while a draft exists, saved or not (S2 §4), and until
 * the server has said whether one is saved (walkthrough 22, F2), saying why beside it and to the
 * keyboard (`useOffReason`). Offline it is off under the modal's hint, as the other writes are.
 */
export function AddVersionButton({
  unsavedDraft,
  disabled,
  onAdd,
}: {
  unsavedDraft: ReleaseVersion | undefined;
  disabled: boolean;
  onAdd: () => void;
}) {
  const reason = addVersionOffReason(useSavedDraft(), unsavedDraft);
  const { describedBy, reasonText } = useOffReason(disabled ? undefined : reason);
  return (
    <Group gap="xs" wrap="nowrap">
      <BusyButton
        size="compact-sm"
        variant="light"
        busy={false}
        off={disabled || reason !== undefined}
        aria-describedby={describedBy}
        // Whole beside its reason, which wraps instead (it was cut to 'Add Ve').
        style={{ flexShrink: 0 }}
        onClick={(event) => {
          // The press turns it off (a draft exists now) but would keep the focus on it, where only
          // a lost focus lands on the new draft's Save as Draft (landFocusWhenShown, walkthrough 31).
          event.currentTarget.blur();
          onAdd();
        }}
      >
        Add Version
      </BusyButton>
      {reasonText}
    </Group>
  );
}

/**
 * The 'Version' panel of Submit, starting with the suggested next version (S2 §4). The numbers it
 * calls taken are those of the newest versions, unfiltered (the page the suggestion reads): an
 * older number is still refused by the server, whose reason the panel says by Save (`failure`).
 */
export function SubmitVersionPanel(props: {
  opened: boolean;
  versionId: number | undefined;
  saving: boolean;
  failure: string | undefined;
  onSave: (versionText: string) => void;
  onCancel: () => void;
}) {
  const newest = useNewestVersions();
  return <VersionPanel {...props} others={newest} suggestion={suggestNextVersion(newest)} />;
}

/**
 * The status bar of the shown version for a system admin: the unsaved draft's 'Save as Draft' is
 * off, with the reason, once the list holds a draft another admin saved meanwhile (S2 §4; the
 * server refuses it with the same words). The saved draft is read as Add Version reads it, and
 * again on 'Check again' or when the page is shown again (walkthrough 25, F3: once the other
 * draft was submitted, this one stayed blocked until the modal was reopened, losing its notes).
 */
export function AuthorStatusBar(
  props: Omit<
    Parameters<typeof VersionStatusBar>[0],
    'saveDraftProblem' | 'onCheckAgain' | 'checkingAgain' | 'saveDraftWaits'
  >,
) {
  const { state, refresh } = useSavedDraftRead();
  const known = draftSaveProblem(props.version, state);
  // While the server is asked again the unsaved draft's reason stays: 'Save as Draft' does not
  // flash on. Only its own: another version shown meanwhile has none.
  const [lastKnown, setLastKnown] = useState<string>();
  useEffect(() => {
    if (state !== 'unknown') setLastKnown(known);
  }, [state, known]);
  const checking = state === 'unknown' && isUnsavedDraft(props.version);
  const problem = checking ? lastKnown : known;
  // The other admin may submit or abandon their draft: asked again when the user looks again.
  useEffect(() => (problem ? refreshOnReturn(refresh) : undefined), [problem, refresh]);
  return (
    <VersionStatusBar
      {...props}
      saveDraftProblem={problem}
      onCheckAgain={refresh}
      checkingAgain={checking && problem !== undefined}
      // Off while the list is read again (after a refused save): it turned on for ~100 ms before
      // the reason came, and a second press would be refused again (walkthrough 26, D3).
      saveDraftWaits={checking}
    />
  );
}

/**
 * The unsaved draft's row in the Versions list: once a draft another admin saved is listed too, it
 * says it is not saved and why, where the date was; else it reads as any version's row.
 */
export function UnsavedDraftItem(props: VersionItemProps) {
  const savedDraft = useSavedDraft();
  return <VersionItem {...props} note={unsavedDraftNote(props.version, savedDraft)} />;
}
