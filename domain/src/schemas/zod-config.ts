import { config } from 'zod';

/**
 * Imported first by every module that builds schemas, so it runs before any schema is made. In a browser, zod would
 * compile each object schema's parser with `new Function`: the sites' Content-Security-Policy (script-src without
 * 'unsafe-eval') refuses that, and while zod falls back, the browser reports a violation on every page with a form
 * (Lighthouse's best practices: "Issues were logged"). jitless: zod parses without compiling there. The server keeps
 * the compiled parsers.
 */
if (typeof window !== 'undefined') config({ jitless: true });
