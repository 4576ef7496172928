import { z } from 'zod';

// Zod compiles parsers with `new Function` when it may, deciding as each schema is built. The
// Content-Security-Policy forbids eval, so this runs first (main.tsx imports it before anything
// that builds a schema) and zod interprets instead.
z.config({ jitless: true });
