// The gateway's first import, in place of ./tracing: tracing started the same way, but at the shop's edge, where a
// client's trace context is ignored and only the page service's, granted under PAGES_SECRET, is continued
// (see src/tracing/trace-grant.ts).
import { startTracingFromEnvironment } from './src/tracing/start';

startTracingFromEnvironment({ edge: true });
