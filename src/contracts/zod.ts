/**
 * The one zod every part of the app uses: `zod/mini`, the functional API (`z.optional(x)`,
 * `x.check(z.minLength(1))`). Classic zod attaches every method to every schema it builds, which
 * cost the launcher ~25 KB gzip and ~50 ms of module evaluation for the contracts' few hundred
 * schemas (docs/performance.md). Import `z` from here, not from 'zod/mini': mini ships without
 * error messages ("Invalid input" for every issue), so this module installs classic's English
 * ones before any schema parses, and the forms and API errors read as they always have.
 */
import * as z from 'zod/mini';

z.config(z.locales.en());

export { z };
