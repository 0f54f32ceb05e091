import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` unless told not to, and even its probe for
// that shows up as a CSP violation; our Content-Security-Policy forbids eval, so stay jitless.
// Imported first by the client entry, before any schema is built.
z.config({ jitless: true });
