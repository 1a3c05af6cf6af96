import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AccountInfo } from '../../../contracts/session';
import { escapeCloses } from '../../../core/ui/escape-closes';

export interface UserMenuProps {
  /** The user's initials, name and account, as the title bar shows them. */
  who: ReactNode;
  /** The account the page works in (the context account). */
  account: AccountInfo | undefined;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** The title bar's user button: the menu's target once the menu is loaded, alone before. */
export function UserButton(props: UserMenuProps) {
  // Inside Popover.Target the props also carry the target's ref, id and aria attributes.
  const { who, account, opened, onChange, ...targetProps } = props as UserMenuProps & Record<string, unknown>;
  return (
    <UnstyledButton
      {...targetProps}
      aria-expanded={opened}
      aria-haspopup="dialog"
      onClick={() => onChange(!opened)}
      onKeyDown={escapeCloses(opened, onChange)}
      px={4}
    >
      {who}
    </UnstyledButton>
  );
}
