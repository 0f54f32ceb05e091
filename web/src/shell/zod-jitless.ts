import { config } from 'zod/v4/core';

// zod 4 compiles object parsers with `new Function` unless told not to, and even its probe for
// that shows up as a CSP violation; our Content-Security-Policy forbids eval, so stay jitless.
// Loaded before any screen with a form (shell/screens.tsx), so before any schema is built.
config({ jitless: true });
