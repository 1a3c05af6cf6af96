// The page's first script (a classic one, so it runs before every module of the app): the CSP
// allows no eval, so zod must neither compile parsers with `new Function` nor probe whether it
// may (a strict CSP reports the probe as a violation even though zod catches the error). zod
// reads this shared setting when its first schema is built, which happens while the app's
// modules load, before any of the app's own code could call z.config(). See docs/security.md.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
