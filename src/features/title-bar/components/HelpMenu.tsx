import { Menu } from '@mantine/core';
import { useSetAtom } from '../../../core/state/jotai';
import { escapeCloses } from '../../../core/ui/escape-closes';
import { useOpenedAfterMount } from '../../../core/ui/lazy-on-idle';
import { releaseNotesOpeningAtom } from '../../../core/ui/release-notes-request';
import { helpTopicsOpenAtom } from '../../../core/ui/shell-state';
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
  return (
    <Menu position="bottom-end" shadow="md" opened={shownOpened} onChange={onChange}>
      <Menu.Target>
        <HelpButton onKeyDown={escapeCloses(shownOpened, onChange)} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => openHelpTopics(true)}>Help Topics</Menu.Item>
        <Menu.Item onClick={() => openReleaseNotes('onRequest')}>Release Notes</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
