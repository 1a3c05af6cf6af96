import { ActionIcon, Button, Group, Indicator, Paper, Stack, Tooltip } from '@mantine/core';
import { type RefObject, useEffect, useRef } from 'react';
import { useAtom, useAtomValue, useSetAtom } from '../../../core/state/jotai';
import { summonPanel } from '../../../core/ui/floating-layers';
import { HELP_CONTROLS_STRIP_PX, rightPanelAtom } from '../../../core/ui/help-controls-room';
import { HelpIcon, type IconProps, SvgIcon } from '../../../core/ui/icons';
import { DIALOG_Z_INDEX, HELP_OVERLAY_Z_INDEX } from '../../../core/ui/layer-z-indexes';
import { updatePromptRoomAtom } from '../../../core/ui/update-prompt-room';
import { CONTROL_GAP_PX, CONTROL_SIZE_PX, helpControlsRight } from '../model/controls-placement';
import { agentPanelOpenAtom, helpEditModeAtom, playingTutorialAtom, tutorialEditorOpenAtom } from '../state';
import { useHelpAuthoring } from '../useHelpAuthoring';
import { KEEP_CLEAR_ATTRIBUTE } from '../useHelpCardLayout';

/** Edit mode's control: drawn only here, so it stays out of the first screen's chunks with the help controls. */
const EditIcon = (props: IconProps) => (
  <SvgIcon
    {...props}
    shape={
      <>
        <path d="M4 20h4L18.5 9.5a2.83 2.83 0 0 0-4-4L4 16v4" />
        <path d="M13.5 6.5l4 4" />
      </>
    }
  />
);

/**
 * How high the controls stand above the screen's bottom edge. The update prompt does not share their
 * column: on wide screens it stands left of their strip (UpdatePrompt); with Reload on one row and
 * Later on the next it was taller than this and the Page help control lay over Reload (walkthrough 34, D2).
 */
export const CONTROL_BOTTOM_PX = 88;

/** Help's edit-mode toolbar stands this far up from the screen's bottom edge. */
const TOOLBAR_BOTTOM_PX = 24;

interface HelpControlsProps {
  helpOpen: boolean;
  onToggleHelp: () => void;
  /** How many of the page's tutorials the user has not finished: the control says so. */
  newTutorials: number;
  /** Leaving edit mode drops an open, unsaved help item editor. */
  onLeaveEditMode: () => void;
  controlRef: RefObject<HTMLButtonElement | null>;
}

/** Where the controls stand (`helpControlsRight`), followed as the open right-side panel changes. */
export function useControlsRight(): number {
  const rightPanel = useAtomValue(rightPanelAtom);
  return helpControlsRight(HELP_CONTROLS_STRIP_PX, rightPanel?.widthPx, window.innerWidth);
}

/**
 * The floating help control (S2 §2): the page help toggle, for help authors the edit / cancel
 * control with preview and done editing (the chat button is in the help list, PageHelpPopup).
 * Hidden below 1000 px with the rest of the overlay (PageHelp).
 */
export function HelpControls({
  helpOpen,
  onToggleHelp,
  newTutorials,
  onLeaveEditMode,
  controlRef,
}: HelpControlsProps) {
  const { may, readOnly } = useHelpAuthoring();
  const [editMode, setEditMode] = useAtom(helpEditModeAtom);
  const setPlaying = useSetAtom(playingTutorialAtom);
  const openTutorials = useSetAtom(tutorialEditorOpenAtom);
  const openAgent = useSetAtom(agentPanelOpenAtom);
  const rightPanel = useAtomValue(rightPanelAtom);
  const controlsRight = useControlsRight();
  const updatePromptRoom = useAtomValue(updatePromptRoomAtom);
  // Where the keyboard's focus goes once edit mode has been entered or left by these controls: the
  // control pressed goes with the switch, and the focus fell to the page's body (walkthrough 40, D1).
  const focusAfterSwitch = useRef<'toolbar' | 'editHelp' | null>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const editHelp = useRef<HTMLButtonElement>(null);
  const editing = editMode !== null;
  useEffect(() => {
    const target = focusAfterSwitch.current;
    focusAfterSwitch.current = null;
    if (target === 'toolbar' && editing) toolbar.current?.querySelector('button')?.focus();
    else if (target === 'editHelp' && !editing) editHelp.current?.focus();
  }, [editing]);
  const leave = () => {
    focusAfterSwitch.current = 'editHelp';
    onLeaveEditMode();
    setEditMode(null);
  };

  return (
    <>
      {editMode && (
        <Paper
          ref={toolbar}
          role="toolbar"
          aria-label="Help editing"
          {...{ [KEEP_CLEAR_ATTRIBUTE]: '' }}
          shadow="md"
          withBorder
          p={6}
          // Bottom centre: clear of the floating panels (top right) and of the help control; above
          // the update prompt while it shows, which it reached under up to about 1230 px wide
          // (walkthrough 34, D2).
          style={{
            position: 'fixed',
            left: '50%',
            bottom: Math.max(TOOLBAR_BOTTOM_PX, updatePromptRoom + CONTROL_GAP_PX),
            transform: 'translateX(-50%)',
            zIndex: HELP_OVERLAY_Z_INDEX,
          }}
        >
          <Group gap={6} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                openTutorials(true);
                summonPanel(tutorialEditorOpenAtom);
              }}
            >
              Tutorials
            </Button>
            {may.configureAgent && (
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => {
                  openAgent(true);
                  summonPanel(agentPanelOpenAtom);
                }}
              >
                Agent
              </Button>
            )}
            <Button
              size="compact-sm"
              variant={editMode.preview ? 'filled' : 'default'}
              aria-pressed={editMode.preview}
              onClick={() => setEditMode({ preview: !editMode.preview })}
            >
              Preview
            </Button>
            <Button size="compact-sm" variant="default" onClick={leave}>
              Cancel
            </Button>
            <Button size="compact-sm" onClick={leave}>
              Done editing
            </Button>
          </Group>
        </Paper>
      )}
      <Stack
        {...{ [KEEP_CLEAR_ATTRIBUTE]: '' }}
        gap={CONTROL_GAP_PX}
        align="center"
        // Beside an open right-side panel (Settings, a drawer) they stand over its dimmed page.
        style={{
          position: 'fixed',
          right: controlsRight,
          bottom: CONTROL_BOTTOM_PX,
          zIndex: rightPanel ? DIALOG_Z_INDEX + 1 : HELP_OVERLAY_Z_INDEX,
        }}
      >
        {may.edit && !editMode && (
          <Tooltip label="Edit help" position="left" zIndex={HELP_OVERLAY_Z_INDEX + 1}>
            <ActionIcon
              ref={editHelp}
              size={CONTROL_SIZE_PX}
              radius="xl"
              variant="default"
              aria-label="Edit help"
              disabled={readOnly}
              onClick={() => {
                focusAfterSwitch.current = 'toolbar';
                rightPanel?.close();
                setPlaying(null);
                setEditMode({ preview: false });
              }}
            >
              <EditIcon />
            </ActionIcon>
          </Tooltip>
        )}
        {/* The count is in the button's name: read once (walkthrough 32, O7). */}
        <Indicator
          label={newTutorials}
          size={18}
          disabled={newTutorials === 0}
          attributes={{ indicator: { 'aria-hidden': true } }}
        >
          <ActionIcon
            ref={controlRef}
            size={CONTROL_SIZE_PX}
            radius="xl"
            aria-label={
              newTutorials === 0
                ? 'Page help'
                : `Page help, ${newTutorials} new tutorial${newTutorials === 1 ? '' : 's'}`
            }
            aria-expanded={helpOpen}
            onClick={() => {
              rightPanel?.close();
              onToggleHelp();
            }}
          >
            <HelpIcon />
          </ActionIcon>
        </Indicator>
      </Stack>
    </>
  );
}
