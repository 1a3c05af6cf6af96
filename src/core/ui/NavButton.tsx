import { NavLink, type NavLinkProps } from '@mantine/core';

type NavButtonProps = Omit<NavLinkProps, 'onClick'> & { onClick?: () => void };

/**
 * Mantine's NavLink as a button whose `disabled` disables it. NavLink's own only dims the entry
 * (`data-disabled`, no pointer events): the button stayed enabled for assistive technology and
 * the keyboard, so Enter still ran its action. A disabled entry here is `aria-disabled` and
 * ignores activation; it stays focusable, so its description (why it is disabled) can be read.
 */
export function NavButton({ disabled, onClick, ...props }: NavButtonProps) {
  return (
    <NavLink
      {...props}
      component="button"
      disabled={disabled}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    />
  );
}
