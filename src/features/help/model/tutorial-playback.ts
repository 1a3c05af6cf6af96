/**
 * Tutorial playback (S2 §2): starts at the first item, Next skips disabled items and is enabled
 * only if a later enabled item exists, Back is enabled after the first item, Finish appears on
 * the last item, Cancel closes. Pure: indexes into the tutorial's item list.
 */

interface Step {
  enabled: boolean;
}

/** The first item a reader sees: the first enabled one (a disabled first item is skipped too). */
export function firstStep(items: readonly Step[]): number | undefined {
  const index = items.findIndex((item) => item.enabled);
  return index < 0 ? undefined : index;
}

/** The next enabled item after `index`, if any. */
export function nextStep(items: readonly Step[], index: number): number | undefined {
  for (let i = index + 1; i < items.length; i += 1) if (items[i]?.enabled) return i;
  return undefined;
}

/** The enabled item before `index`, if any (Back skips disabled items as Next does). */
export function previousStep(items: readonly Step[], index: number): number | undefined {
  for (let i = Math.min(index, items.length) - 1; i >= 0; i -= 1) if (items[i]?.enabled) return i;
  return undefined;
}

export interface PlaybackControls {
  canBack: boolean;
  canNext: boolean;
  /** On the last item the reader can reach (no later enabled item). */
  showFinish: boolean;
  /** 1-based among the enabled items, for 'Step 2 of 3'. */
  stepNumber: number;
  stepCount: number;
}

export function playbackControls(items: readonly Step[], index: number): PlaybackControls {
  const enabled = items.filter((item) => item.enabled).length;
  const before = items.slice(0, index).filter((item) => item.enabled).length;
  const canNext = nextStep(items, index) !== undefined;
  return {
    canBack: previousStep(items, index) !== undefined,
    canNext,
    showFinish: !canNext,
    stepNumber: before + 1,
    stepCount: enabled,
  };
}

/**
 * The steps as playback sees them: an item is reachable when it is enabled and its anchor, if it
 * has one, is on the page and shown (`isShown`). A step whose anchor is absent or hidden (another
 * role's control, a narrow viewport, a collapsed panel) is skipped like a disabled one, so the
 * tour never points at nothing, 'Step n of m' counts only reachable steps and Finish comes on the
 * last reachable one. Steps without anchor sit in the screen centre and are always reachable.
 */
export function reachableSteps(
  items: readonly { enabled: boolean; anchor: string | null }[],
  isShown: (anchor: string) => boolean,
): Step[] {
  return items.map((item) => ({ enabled: item.enabled && (item.anchor === null || isShown(item.anchor)) }));
}
