import type { PageHelp } from '../../../contracts/help';
import { firstStep } from './tutorial-playback';

/**
 * What a reader's overlay shows of a page's help: active help items, and active tutorials that
 * have something to play (a help admin's answer also holds inactive ones, for editing).
 */
export function shownHelp(help: PageHelp | undefined): Pick<PageHelp, 'helps' | 'tutorials'> {
  if (!help) return { helps: [], tutorials: [] };
  return {
    helps: help.helps.filter((item) => item.enabled),
    tutorials: help.tutorials.filter(
      (tutorial) => tutorial.enabled && firstStep(tutorial.items) !== undefined,
    ),
  };
}
