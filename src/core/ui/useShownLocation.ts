import { type ParsedLocation, useRouterState } from '@tanstack/react-router';

/**
 * The location being shown, not one still loading (its guard may yet redirect): the shell
 * highlights, selects and links from what the user sees.
 */
export function useShownLocation(): ParsedLocation {
  return useRouterState({ select: (state) => state.resolvedLocation ?? state.location });
}
