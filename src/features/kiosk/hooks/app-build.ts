/**
 * This build's identifier for heartbeats and the technician panel: the hashed file name of the
 * entry script (`index-B4x9Qa.js` → `B4x9Qa`), which changes with every release; `dev` when served
 * unbundled.
 */
export function appBuildId(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
  const hashed = /-([\w-]{6,})\.js$/.exec(entry);
  return hashed?.[1] ?? 'dev';
}
