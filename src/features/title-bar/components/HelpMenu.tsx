import { Menu } from '@mantine/core';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useSetAtom } from '../../../core/state/jotai';
import { escapeCloses } from '../../../core/ui/escape-closes';
import { summonPanel } from '../../../core/ui/floating-layers';
import { useOpenedAfterMount } from '../../../core/ui/lazy-on-idle';
import { MENU_FLOATING_STRATEGY } from '../../../core/ui/popover-fit';
import { releaseNotesOpeningAtom } from '../../../core/ui/release-notes-request';
import { helpTopicsOpenAtom } from '../../../core/ui/shell-state';
import { focusReturnTarget } from '../../../core/ui/useFocusReturn';
import { HelpButton, type HelpMenuProps } from './HelpButton';

/**
 * The help menu: Help Topics opens the help panel, Release Notes the release-notes modal (S2 §2);
 * the frame mounts both and hears these atoms. Loaded on idle (the title bar draws `HelpButton`
 * until then): Mantine's menu and its floating layer stay out of the launcher's first chunks.
 */
export function HelpMenu({ opened, onChange }: HelpMenuProps) {
  const shownOpened = useOpenedAfterMount(opened);
  const openReleaseNotes = useSetAtom(releaseNotesOpeningAtom);
  const openHelpTopics = useSetAtom(helpTopicsOpenAtom);
  // Shown from the opening to the end of the closing fade: a landmark with nothing in it would be
  // one more stop in a screen reader's landmark list.
  const [dropdownShown, setDropdownShown] = useState(false);
  if (shownOpened && !dropdownShown) setDropdownShown(true);
  return (
    // Opened, the focus goes to the first item, not to Mantine's unseen placeholder, where a keyboard
    // user was nowhere and Tab did nothing (walkthrough 3). Tab leaves the menu: the focus goes to
    // the Help button first, so the browser's Tab goes on from there, and the menu closes.
    <Menu
      position="bottom-end"
      floatingStrategy={MENU_FLOATING_STRATEGY}
      shadow="md"
      opened={shownOpened}
      onChange={onChange}
      withInitialFocusPlaceholder={false}
      withinPortal={false}
      onExitTransitionEnd={() => setDropdownShown(false)}
    >
      <Menu.Target>
        <HelpButton onKeyDown={escapeCloses(shownOpened, onChange)} />
      </Menu.Target>
      {/* Portalled to the body as Mantine's own portal would (so it stays above the sidebar and
          the page, at the popovers' z-index), but inside a region: in Mantine's portal the menu
          lay outside every landmark, where a screen reader's landmark list cannot reach it (axe
          'region', walkthrough 12 D5; the search results are a region 'Search' for the same reason). */}
      {createPortal(
        <section aria-label="Help" hidden={!dropdownShown}>
          <Menu.Dropdown
            onKeyDown={(event) => {
              if (event.key !== 'Tab' || !(event.target instanceof Element)) return;
              focusReturnTarget(event.target)?.focus();
              onChange(false);
            }}
          >
            <Menu.Item
              onClick={() => {
                openHelpTopics(true);
                // Already open (under the chat, say): to the front.
                summonPanel(helpTopicsOpenAtom);
              }}
            >
              Help Topics
            </Menu.Item>
            <Menu.Item onClick={() => openReleaseNotes('onRequest')}>Release Notes</Menu.Item>
          </Menu.Dropdown>
        </section>,
        document.body,
      )}
    </Menu>
  );
}
