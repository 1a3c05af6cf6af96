import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { escapeCloses } from '../../../core/ui/escape-closes';
import { HelpIcon } from '../../../core/ui/icons';

export interface HelpMenuProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** The title bar's Help button: the menu's target once the menu is loaded, alone before. */
export function HelpButton(props: ActionIconProps & ComponentPropsWithRef<'button'>) {
  return (
    <ActionIcon variant="subtle" size="lg" aria-label="Help" {...props}>
      <HelpIcon />
    </ActionIcon>
  );
}

/** Until the menu is loaded: the same button, with the menu's roles; a click opens the menu once it is in. */
export function HelpButtonBeforeMenu({ opened, onChange }: HelpMenuProps) {
  return (
    <HelpButton
      aria-haspopup="menu"
      aria-expanded={opened}
      onClick={() => onChange(!opened)}
      onKeyDown={escapeCloses(opened, onChange)}
    />
  );
}
