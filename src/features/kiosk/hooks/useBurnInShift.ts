import { useState } from 'react';
import { BURN_IN_STEP_MS, burnInOffset } from '../model/screen-care';
import { useInterval } from './useInterval';

/** The content's few-pixel offset against burn-in, moved every half minute. */
export function useBurnInShift(): { x: number; y: number } {
  const [startedAt] = useState(() => Date.now());
  const [offset, setOffset] = useState(() => burnInOffset(0));
  useInterval(() => setOffset(burnInOffset(Date.now() - startedAt)), BURN_IN_STEP_MS);
  return offset;
}
