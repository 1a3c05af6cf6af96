import type { Tutorial } from '../../contracts/help';
import { firstStep, reachableSteps } from './model/tutorial-playback';
import { isAnchorShown } from './useAnchorRect';

/** Playback of `tutorial` from its first reachable step; null when no step can be shown. */
export function startTutorialPlayback(tutorial: Tutorial, preview = false) {
  const index = firstStep(reachableSteps(tutorial.items, isAnchorShown));
  return index === undefined ? null : { tutorial, index, preview };
}
