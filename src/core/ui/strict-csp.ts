import { z } from '../../contracts/zod';
import { installDefaultTrustedTypesPolicy } from './trusted-types';

/**
 * Imported first by main.tsx: the app under the server's CSP (no eval; Trusted Types in the
 * browser tests, see docs/security.md). The bundle runs shared chunks (zod and the contracts
 * built with it) before this, so in the built app zod's setting comes earlier still, from
 * public/zod-without-eval.js; it is repeated here for the dev server and tests.
 */
installDefaultTrustedTypesPolicy();
// No eval: zod's compiled parsers stay off, and so does its `new Function` probe, which a strict
// CSP reports as a violation even though zod catches the error.
z.config({ jitless: true });
