import pino from 'pino';
import { createLogger } from '../src/logger';

describe('the log', () => {
  it("writes each line with its own fields, none of an earlier line's", () => {
    const logger = createLogger('log-test', 'info');
    const lines: string[] = [];
    Object.assign(logger, { [pino.symbols.streamSym]: { write: (line: string) => lines.push(line) } });

    logger.warn({ orderId: 42 }, 'first');
    logger.info('second');

    expect(JSON.parse(lines[0])).toMatchObject({ orderId: 42, msg: 'first' });
    expect(JSON.parse(lines[1])).not.toHaveProperty('orderId');
  });
});
