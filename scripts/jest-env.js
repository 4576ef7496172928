// Quiet logs and fast relays in tests.
process.env.LOG_LEVEL ??= 'error';
process.env.OUTBOX_POLL_MS ??= '200';
process.env.NODE_ENV ??= 'test';
