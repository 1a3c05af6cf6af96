// Setup for unit tests. Model tests run in Node; component tests opt into jsdom, and the
// browser stubs they need (matchMedia, ResizeObserver, scrollIntoView) belong here, each
// guarded by `typeof window !== 'undefined'` so the Node environment stays untouched.
export {};
