// What the search loads once the first screen is up (or at the user's first press), in one module
// and so in the frame's parts chunk (a `lazyOnIdle` part: test/tools/frame-parts-chunk.ts): the
// results panel and the rules that fill it, the matcher and the menu's search index among them.
// The box, its state and the page's typing trigger are on the first screen; what is typed before
// this arrives stays in the box, and the results for it show as it arrives (GlobalSearch.tsx).

export { searchContextsFor } from './model/search-context';
export { buildSearchPanel, findOption } from './model/search-panel';
export { buildSearchEntries } from './model/search-results';
export { SearchResultsPanel } from './SearchResultsPanel';
