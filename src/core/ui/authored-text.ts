import type { CSSProperties } from 'react';

/**
 * The style of a box that shows text people wrote (help, topics, announcements, notes,
 * notifications, chat): a word longer than the box is wide breaks inside it instead of running
 * past its edge; other words still wrap at their spaces. `anywhere` rather than `break-word`:
 * only `anywhere` counts those breaks in the box's smallest width, so a box that grows to fit
 * its content (a scroll area's content, a flex item) stays as wide as its parent allows and does
 * not widen to the long word. Inherited, so it is set once on the box, for its titles too.
 */
export const wrapsLongWords = { overflowWrap: 'anywhere' } as const satisfies CSSProperties;
