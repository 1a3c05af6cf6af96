/**
 * The build puts the app's stylesheet links at the end of the body, after the app-shell splash, so
 * the splash paints before they load (vite.config.ts, `stylesheetsAfterSplash`). By the time any
 * module runs they have loaded (module scripts wait for them). Back to the end of the head they go,
 * before anything else adds styles: the cascade expects them before the theme variables Mantine's
 * provider writes and before the CSS of lazily loaded chunks (appended to the head), which
 * override them at equal specificity. A no-op on the dev server (no such links).
 */
export function moveStylesheetsToHead(doc: Document = document): void {
  for (const link of doc.body.querySelectorAll('link[rel="stylesheet"]')) doc.head.append(link);
}

moveStylesheetsToHead();
