import { Alert, Box, Group, Modal, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { parseVersionClaim } from '../../contracts/claims';
import { notesCanChange, statusActions } from '../../contracts/release-authoring';
import type { ReleaseVersion } from '../../contracts/release-notes';
import { sessionAtom } from '../../core/auth/session-state';
import { useNetworkStatus } from '../../core/network/useNetworkStatus';
import { useSavedInBackground } from '../../core/offline/useSavedInBackground';
import { useAtom, useAtomValue, useStore } from '../../core/state/jotai';
import { useEscapeLayer } from '../../core/ui/escape-layers';
import { ReadFailed } from '../../core/ui/ReadFailed';
import { releaseNotesOpeningAtom } from '../../core/ui/release-notes-request';
import { SkipLink } from '../../core/ui/SkipLink';
import { SEARCH_DEBOUNCE_MS } from '../../core/ui/search-debounce';
import { landFocusWhenShown } from '../../core/ui/useFocusLanding';
import { useReturnFocusOnClose } from '../../core/ui/useFocusReturn';
import { useIsMobile } from '../../core/ui/useIsMobile';
import { unsavedWorkAtom } from '../../core/unsaved-work/unsaved-work-state';
import { useAskBeforeClosing } from '../../core/unsaved-work/useAskBeforeClosing';
import { useKeptOnSignIn } from '../../core/unsaved-work/useKeptDraft';
import { useUnsavedWork } from '../../core/unsaved-work/useUnsavedWork';
import { acceptPushedRelease } from './accept-pushed-release';
import { SavedVersionChanges, UnsavedDraftChanges } from './components/AdminChanges';
import { CHANGES_ID, ChangesFrame, NoChanges } from './components/ChangesFrame';
import { ChangesList } from './components/ChangesList';
import { FilterPanel } from './components/FilterPanel';
import { PushedReleaseNotice } from './components/PushedReleaseNotice';
import { PushReleaseButton } from './components/PushReleaseButton';
import {
  AddVersionButton,
  AuthorStatusBar,
  SubmitVersionPanel,
  UnsavedDraftItem,
} from './components/VersionAuthoringControls';
import { VersionsPane } from './components/VersionsPane';
import { isFocusTarget, VERSION_FOCUS_LANDING } from './components/version-focus';
import { emptyFilterPanel, requestFilters } from './model/filter-panel';
import { filtersKey, hasFilters } from './model/filters';
import { KEPT_NOTE, type KeptNote, keptNoteSchema, NOTE_EDIT_WORK } from './model/note-editing';
import { sameVersion } from './model/pushed-release';
import { AUTHORING_OFFLINE_HINT, DRAFT_VERSION_WORK, isUnsavedDraft } from './model/version-authoring';
import { AUTHORING_LOST_TEXT_NOT_SAVED, releaseNotesAbilities } from './model/version-status';
import { VERSION_UPDATED_MESSAGE } from './model/version-updated';
import { CHANGE_THE_FILTERS_TEXT, type EmptyListing } from './model/versions-paging';
import { releaseNotesPart } from './offline-parts';
import classes from './ReleaseNotesModal.module.css';
import { pushedReleaseAtom, releaseVersionsRevisionAtom } from './state';
import { useAuthoringLoss } from './useAuthoringLoss';
import { useVersionAuthoring } from './useVersionAuthoring';
import { useVersionUpdatedTrigger } from './useVersionUpdatedTrigger';

/** The unsaved work the modal's editors mark: closing it loses them. */
const RELEASE_NOTES_WORK = [DRAFT_VERSION_WORK, NOTE_EDIT_WORK];

/** Release notes modal width (S2 §9). */
export const RELEASE_NOTES_MODAL_WIDTH = 800;

/**
 * The Release Notes modal (S1 §4, S2 §2), read-only: mounted once by the frame, opened from the
 * help menu, by a Version claim saying the site was updated, or by a pushed release (Accept and
 * Reject; Close or Reject only hide it). Mounted (closed) on every signed-in page once idle, it
 * also keeps the release notes saved for offline use (docs/offline.md, "Saved in the background"),
 * and opens on a note edit kept through an expired session when the same admin signs in again.
 */
export function ReleaseNotesModal() {
  useVersionUpdatedTrigger();
  useSavedInBackground(releaseNotesPart);
  const [opening, setOpening] = useAtom(releaseNotesOpeningAtom);
  // A note edit kept through an expiry (walkthrough 15, D4): the modal opens on its version, and
  // the Changes list on the editor as it was, once (`taken`).
  const [kept, setKept] = useState<KeptNote>();
  useKeptOnSignIn(KEPT_NOTE, keptNoteSchema, (note) => {
    setKept(note);
    setOpening('onRequest');
  });
  const keptTaken = useCallback(() => setKept(undefined), []);
  const pushedRelease = useAtomValue(pushedReleaseAtom);
  const session = useAtomValue(sessionAtom);
  const mobile = useIsMobile();
  const opened = opening !== null && session !== undefined;
  const answersEscape = useEscapeLayer(opened);
  // Mantine's own focus return would aim at the Help menu's item, gone with the menu.
  const box = useRef<HTMLDivElement>(null);
  useReturnFocusOnClose(opened, box);
  // The click's frame draws the dialog; its versions and notes render in the next, interruptible
  // one, so opening stays responsive (INP, docs/performance.md).
  const contentShown = useDeferredValue(opened);
  // Closing (X, Escape, Reject) with a note being written or a new version not saved asks first:
  // they live only in the modal's content, which goes as it closes.
  const closing = useAskBeforeClosing('Release Notes', RELEASE_NOTES_WORK, () => {
    setOpening(null);
    setKept(undefined);
  });
  return (
    <Modal
      ref={box}
      opened={opened}
      onClose={closing.close}
      closeOnEscape={answersEscape}
      returnFocus={false}
      title="Release Notes"
      size={RELEASE_NOTES_MODAL_WIDTH}
      fullScreen={mobile}
      classNames={{ content: classes.content, body: classes.body }}
    >
      {opening === 'versionUpdated' && (
        <Alert color="blue" mb="sm">
          {VERSION_UPDATED_MESSAGE}
        </Alert>
      )}
      {opening === 'releasePushed' && (
        <PushedReleaseNotice onAccept={() => acceptPushedRelease()} onReject={closing.close} />
      )}
      {contentShown && (
        <ReleaseNotesContent
          restored={kept && { kept, taken: keptTaken }}
          pushed={opening === 'releasePushed' ? pushedRelease : undefined}
        />
      )}
      {closing.confirm}
    </Modal>
  );
}

/**
 * The modal's inside: mounted while open, so each opening starts at the first page, unfiltered
 * (on a kept note edit's version, when there is one: `restored`; on a pushed version: `pushed`).
 */
function ReleaseNotesContent({
  restored,
  pushed,
}: {
  restored: { kept: KeptNote; taken: () => void } | undefined;
  pushed: { version: string; at: number } | undefined;
}) {
  const claims = useAtomValue(sessionAtom)?.user.claims ?? [];
  const abilities = releaseNotesAbilities(claims);
  const online = useNetworkStatus().isConnected;
  const versionClaim = parseVersionClaim(claims);
  const [panel, setPanel] = useState(emptyFilterPanel);
  const [search] = useDebouncedValue(panel.search, SEARCH_DEBOUNCE_MS);
  const filters = useMemo(
    () => requestFilters({ ...panel, search }, abilities.filterByReleaseType),
    [panel, search, abilities.filterByReleaseType],
  );
  const [chosen, setChosen] = useState<ReleaseVersion | undefined>(restored?.kept.version);
  const [newest, setNewest] = useState<ReleaseVersion>();
  const [listed, setListed] = useState<ReleaseVersion>();
  const onFirstVersion = useCallback((version: ReleaseVersion) => setNewest(version), []);
  // The filters (by their key) that left no version: the Versions pane remounts for new ones.
  const listKey = filtersKey(filters);
  const [emptyFor, setEmptyFor] = useState<{ listKey: string; empty: EmptyListing }>();
  const onEmptyListing = useCallback(
    (empty: EmptyListing | undefined) => setEmptyFor(empty && { listKey, empty }),
    [listKey],
  );
  const empty = emptyFor?.listKey === listKey ? emptyFor.empty : undefined;
  const noneMatch = empty === 'noneMatch';
  // The saved version is shown as saved at once: as listed before the change, its old status's
  // buttons came back on until the list was read again (Submit, just used; the focus's landing
  // waited on them: walkthrough 31, D1).
  // Until a list read after the save holds it, a list answered before cannot take its selection.
  const [lastSaved, setLastSaved] = useState<{ id: number; at: number }>();
  const onVersionSaved = useCallback((saved: ReleaseVersion) => {
    setChosen(saved);
    setListed(saved);
    setLastSaved({ id: saved.id, at: Date.now() });
  }, []);
  const authoring = useVersionAuthoring(onVersionSaved);
  // Admin claims taken by a renewal while open (walkthrough 37, D6): the lists read again, the
  // draft gone, a version the user may no longer list no longer selected, lost text said so.
  const { dropDraft } = authoring;
  const authoringTextLost = useAuthoringLoss(abilities, RELEASE_NOTES_WORK, () => {
    dropDraft();
    setChosen((version) => (version?.status === 'Active' ? version : undefined));
  });
  // A new version not saved yet lives only here: the update prompt's Reload asks first.
  useUnsavedWork(authoring.unsavedDraft !== undefined, DRAFT_VERSION_WORK);

  // A push selects the pushed version: 'Site has new changes' asks what changed, which the
  // claim's (older) version does not say (decision, walkthrough 31, O1). A push while the modal is
  // open selects it too, unless an edit or an unsaved draft is open there, or filters are set (the
  // pushed version may not be listed under them): those keep their selection, the default one too
  // (the claim's: it followed the push, and the note editor under it went, walkthrough 36, D4).
  // So the selection follows the push it was free to follow, not the latest one.
  const latestPush = pushed?.version;
  const pushAt = pushed?.at;
  const [pushedVersion, setPushedVersion] = useState(latestPush);
  const store = useStore();
  const openedOnPush = useRef(pushAt);
  // Read at the push: only a new push moves the selection, not filters cleared later.
  const filteredNow = useRef(false);
  filteredNow.current = hasFilters(filters);
  useEffect(() => {
    if (pushAt === undefined || pushAt === openedOnPush.current) return;
    // The push names the newest Active version, often made Active just before: the list read
    // when the modal opened does not hold it, and nothing was selected (walkthrough 36, D3).
    store.set(releaseVersionsRevisionAtom, (count) => count + 1);
    const editing = store.get(unsavedWorkAtom).some((label) => RELEASE_NOTES_WORK.includes(label));
    if (editing || filteredNow.current) return;
    setChosen(undefined);
    setPushedVersion(latestPush);
  }, [pushAt, latestPush, store]);
  // S1 §4: the notes shown first are those of the Version claim's release-notes key.
  const claimKey = pushedVersion === undefined ? versionClaim?.releaseNotesKey || undefined : undefined;
  const claimVersion = claimKey ? versionClaim?.versionId : undefined;
  const isSelected = useCallback(
    (version: ReleaseVersion) =>
      chosen
        ? version.id === chosen.id
        : pushedVersion !== undefined
          ? sameVersion(version.version, pushedVersion)
          : claimKey
            ? version.version === claimVersion
            : version.id === newest?.id,
    [chosen, pushedVersion, claimKey, claimVersion, newest],
  );
  // Asked for once the Versions pane lists the claim's version: a version the user may not list
  // (an Inactive one for a non-admin, still named by an older claim) is answered 404, and the pane
  // selects the first listed version instead (docs/release-notes.md, "Default selection").
  // Offline nothing is asked of the server: the device's copy is read at once, or the list says
  // it was not saved yet.
  const selectedListed = listed !== undefined && isSelected(listed);
  // A push names '3.4' for the listed 3.4.0: the list's text once it holds it.
  const shownVersion =
    chosen?.version ??
    (pushedVersion !== undefined
      ? selectedListed
        ? listed.version
        : pushedVersion
      : (claimVersion ?? newest?.version));
  const claimNotesWanted = !online || selectedListed;
  // The pushed version's notes by its id, once listed (a push names no release-notes key).
  const defaultKey =
    pushedVersion !== undefined
      ? selectedListed
        ? String(listed.id)
        : undefined
      : claimKey
        ? claimNotesWanted
          ? claimKey
          : undefined
        : newest && String(newest.id);
  const notesKey = chosen ? String(chosen.id) : defaultKey;
  // The shown version as last listed (its status follows every refresh), else as chosen.
  const unsavedDraft = chosen && isUnsavedDraft(chosen) ? authoring.unsavedDraft : undefined;
  // Not the version listed for an earlier selection (a push while open moved it).
  const shown =
    unsavedDraft ?? (listed && (chosen ? listed.id === chosen.id : selectedListed) ? listed : chosen);
  const readOnly = !online;
  // A version action's lost focus lands on the version's new status bar, or its row (walkthrough
  // 31, D1), once they show it: docs/release-notes.md, "Versions".
  const box = useRef<HTMLDivElement>(null);
  const { focusTarget } = authoring;
  useEffect(
    () => (focusTarget && box.current ? landFocusWhenShown(box.current, VERSION_FOCUS_LANDING) : undefined),
    [focusTarget],
  );
  const landsHere = isFocusTarget(focusTarget, shown);
  const landsOnRow = landsHere && shown !== undefined && statusActions(shown.status).length === 0;
  // An Abandon whose version a release-type filter hides: once its row is gone the Versions pane
  // moves a focus on it to the next row; if the list was read again before the focus landed, the
  // row selected in its place takes it (else it stayed on the page's body).
  const landsOnNewSelection =
    focusTarget !== undefined &&
    statusActions(focusTarget.status).length === 0 &&
    shown !== undefined &&
    shown.id !== focusTarget.id;

  return (
    <Stack ref={box} gap="sm" className={classes.inside}>
      {authoringTextLost && (
        <Alert color="orange" role="alert">
          {AUTHORING_LOST_TEXT_NOT_SAVED}
        </Alert>
      )}
      {(abilities.editNotes || abilities.authorVersions || abilities.pushRelease) && readOnly && (
        <Text size="sm" c="dimmed" role="note">
          {AUTHORING_OFFLINE_HINT}
        </Text>
      )}
      {/* Past the versions list and its actions, which a keyboard otherwise Tabs through one by one
          to reach the notes (walkthrough 39, O2): hidden until a Tab reaches it, after Close. */}
      <SkipLink to={CHANGES_ID} className={classes.skipToChanges}>
        Skip to Changes
      </SkipLink>
      {/* Versions beside the filters and Changes (a third and two), stacked on phones; side by side
          they fill the dialog's height, and only the two lists scroll, inside (the module's CSS). */}
      <Box className={classes.columns}>
        <VersionsPane
          key={listKey}
          filters={filters}
          isSelected={isSelected}
          onSelect={setChosen}
          onFirstVersion={onFirstVersion}
          onSelectedListed={setListed}
          selectionSavedAt={lastSaved && chosen?.id === lastSaved.id ? lastSaved.at : undefined}
          onEmptyListing={onEmptyListing}
          selectedIsFocusLanding={landsOnRow || landsOnNewSelection}
          leading={authoring.unsavedDraft}
          LeadingItem={UnsavedDraftItem}
          actions={
            abilities.authorVersions && (
              <AddVersionButton
                unsavedDraft={authoring.unsavedDraft}
                disabled={readOnly}
                onAdd={() => setChosen(authoring.addDraft())}
              />
            )
          }
        />
        <Stack gap="sm" className={classes.changesColumn}>
          <FilterPanel onChange={setPanel} showReleaseType={abilities.filterByReleaseType} />
          {abilities.authorVersions && shown && !noneMatch && (
            <AuthorStatusBar
              version={shown}
              busy={authoring.busy}
              readOnly={readOnly}
              onAction={(action) => authoring.act(shown, action)}
              actionFailure={authoring.failureOf(shown)}
              focusLanding={landsHere}
            />
          )}
          {noneMatch ? (
            // Nothing listed (an unsaved draft would be): no version is named, nor its status bar,
            // and not S2's placeholder, which is for an unfiltered list.
            <ChangesFrame versionText={undefined}>
              <Text c="dimmed" size="sm">
                {CHANGE_THE_FILTERS_TEXT}
              </Text>
            </ChangesFrame>
          ) : unsavedDraft && !abilities.editNotes ? (
            // A system admin who is not an admin saves the draft; only admins write notes (S2 §6).
            <ChangesFrame versionText={unsavedDraft.version}>
              <NoChanges />
            </ChangesFrame>
          ) : unsavedDraft ? (
            <UnsavedDraftChanges
              draft={unsavedDraft}
              onNotesChange={authoring.setDraftNotes}
              readOnly={readOnly}
            />
          ) : !notesKey ? (
            // Nothing listed at all: S2's placeholder, not a blank pane; the list could not be
            // loaded: that, not the placeholder (the Versions pane holds Try again).
            (empty === 'nothing' || empty === 'failed') && (
              <ChangesFrame versionText={undefined}>
                {empty === 'failed' ? <ReadFailed /> : <NoChanges />}
              </ChangesFrame>
            )
          ) : abilities.editNotes && notesCanChange(shown?.status) ? (
            <SavedVersionChanges
              notesKey={notesKey}
              filters={filters}
              version={shown}
              versionText={shownVersion}
              readOnly={readOnly}
              restored={restored}
            />
          ) : (
            <ChangesList notesKey={notesKey} filters={filters} versionText={shownVersion} />
          )}
        </Stack>
      </Box>
      {abilities.pushRelease && (
        // The modal's footer (S2 §2): held at the bottom of the dialog while its content scrolls.
        <Group
          justify="flex-end"
          pos="sticky"
          bottom={0}
          py="xs"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 1, borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <PushReleaseButton disabled={readOnly} />
        </Group>
      )}
      {abilities.authorVersions && <SubmitVersionPanel saving={authoring.busy} {...authoring.panel} />}
    </Stack>
  );
}
