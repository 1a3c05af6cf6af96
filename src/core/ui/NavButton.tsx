import type { ButtonHTMLAttributes, ReactNode } from 'react';
import classes from './NavButton.module.css';

interface NavButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type' | 'className'> {
  label: ReactNode;
  description?: ReactNode;
  /** Drawn after the label and description (a version's status badge). */
  rightSection?: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick?: () => void;
}

/**
 * An entry of a list of choices, drawn as Mantine's NavLink (`component="button"`) but as plain
 * elements: lists of help topics and release versions hold hundreds, and NavLink's styles
 * machinery was most of their render (docs/performance.md; the rules: NavButton.module.css).
 *
 * Its `disabled` disables it. NavLink's own only dimmed the entry (`data-disabled`, no pointer
 * events): the button stayed enabled for assistive technology and the keyboard, so Enter still
 * ran its action. A disabled entry here is `aria-disabled` and ignores activation; it stays
 * focusable, so its description (why it is disabled) can be read.
 */
export function NavButton({
  label,
  description,
  rightSection,
  active,
  disabled,
  onClick,
  ...props
}: NavButtonProps) {
  return (
    <button
      {...props}
      type="button"
      className={`mantine-focus-auto ${classes.root}`}
      data-active={active || undefined}
      data-disabled={disabled || undefined}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    >
      <div className={classes.body}>
        <span className={classes.label}>{label}</span>
        <span className={classes.description}>{description}</span>
      </div>
      {rightSection !== undefined && <span className={classes.section}>{rightSection}</span>}
    </button>
  );
}
