// What every page draws over itself but not on its first screen, in one module (one chunk, one
// file in the entry's preload lists): the seasonal decorations (their canvas a chunk of its own
// still) and behaviour analytics, which starts only after the account data and cookie consent.
// Loaded once the first screen is up (`lazyOnIdle` in RootLayout.tsx; docs/performance.md).
export { BehaviourAnalytics } from '../../features/analytics/BehaviourAnalytics';
export { SeasonalLayer } from '../../features/seasonal/SeasonalLayer';
