import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Generation } from './cache-generation';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The compressed copies an answer can be sent in. */
export type AnswerEncoding = 'br' | 'gzip';

/** Which copy of an answer a request gets: a compressed one, the plain bytes, or none (304). */
export type AnswerReply = AnswerEncoding | 'identity' | 'not-modified';

/** An answer as the bytes sent, with its strong validator. */
export interface KeptAnswer {
  readonly body: Buffer;
  readonly etag: string;
  /** What the middleware had set when the answer was first sent (security headers), for the early answer. */
  readonly headers: OutgoingHttpHeaders;
  /** The body in each encoding made so far. */
  readonly encoded: Partial<Record<AnswerEncoding, Buffer>>;
  /** The early answer's headers for each reply, made the first time it is sent, so a hit builds none. */
  readonly replies: Partial<Record<AnswerReply, OutgoingHttpHeaders>>;
}

export interface AnswerCacheOptions {
  /** How long an answer may be kept at most; 0 turns the cache off. */
  ttlMs: number;
  /** Bound on the number of answers kept; unbounded when not given. */
  maxEntries?: number;
  /** Bound on the answers' total size, their keys and every copy made by the time each is kept counted. */
  maxBytes: number;
  contentType: string;
  cacheControl: string;
  /** The Vary header, for answers that differ by request header. */
  vary?: string;
  /** The encodings offered, in the order they are preferred when a client accepts several. */
  encodings: readonly AnswerEncoding[];
  /**
   * When the compressed copies are made: `stored`, all of them as the answer is kept, at the best compression (the
   * bytes go out many times); `asked`, each by the first request that accepts it, at the default level, so an answer
   * that is not kept or only goes out plain or as 304 is never compressed.
   */
  compress: 'stored' | 'asked';
  /** Answers of at most this many bytes always go out plain. */
  compressAbove?: number;
  /**
   * What tells this request's answer apart from others' under the same generations, or null when its answer must be
   * neither looked up nor kept (a method, visitor or address the cache is not for).
   */
  keyOf: (req: IncomingMessage) => string | null;
  /** Told of each lookup, for the hit-rate metric. */
  onLookup?: (result: 'hit' | 'miss') => void;
}

/** Set per request or per answer, so never replayed from the cache. */
const PER_ANSWER_HEADERS = new Set([
  'x-request-id',
  'set-cookie',
  'content-length',
  'content-type',
  'content-encoding',
  'cache-control',
  'etag',
  'vary',
]);

/** Distinct Accept-Encoding values remembered per cache; clients send few, so this is rarely reached. */
const REMEMBERED_ACCEPT_HEADERS = 100;

/** The generations an answer is kept under, together; null while any is unknown (a change could go unseen). */
export function generationKey(generations: readonly Generation[]): string | null {
  let key = '';
  for (let i = 0; i < generations.length; i += 1) {
    const current = generations[i].current();
    if (current === null) return null;
    key = i === 0 ? current : `${key}/${current}`;
  }
  return key;
}

/** Whether an Accept-Encoding header takes `encoding` (listed, or `*`, without q=0). */
function accepts(header: string, encoding: AnswerEncoding): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    return (name === encoding || name === '*') && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });
}

/** Whether If-None-Match names these bytes (or any). */
function holds(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch === etag) return true;
  const candidates = ifNoneMatch.split(',').map((tag) => tag.trim());
  return candidates.includes(etag) || candidates.includes('*');
}

function compressNow(encoding: AnswerEncoding, body: Buffer): Buffer {
  return encoding === 'gzip'
    ? gzipSync(body)
    : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

async function compressBest(encoding: AnswerEncoding, body: Buffer): Promise<Buffer> {
  return encoding === 'gzip'
    ? gzipAsync(body, { level: constants.Z_BEST_COMPRESSION })
    : brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
}

const sizeOf = (answer: KeptAnswer) =>
  answer.body.length + (answer.encoded.gzip?.length ?? 0) + (answer.encoded.br?.length ?? 0) || 1;

/**
 * Public answers (the same for every caller the cache is used for) kept as the bytes sent, keyed by their owners'
 * cache generations (held in memory, moved on by the owners' announcements: see CacheGenerationWatcher) and by the
 * request: a change moves a generation on and the next request is answered afresh. A hit is answered before Express
 * runs, with the middleware's headers kept with the answer: a map lookup and a write of bytes. Clients may keep an
 * answer but revalidate it before reuse (its strong ETag; 304 when they hold the bytes).
 */
export class AnswerCache {
  private readonly entries: LRUCache<string, KeptAnswer> | null;
  /** The encoding chosen for each Accept-Encoding value seen, so a hit parses none. */
  private readonly chosen = new Map<string, AnswerEncoding | null>();

  constructor(
    private readonly generations: readonly Generation[],
    private readonly options: AnswerCacheOptions,
  ) {
    this.entries =
      options.ttlMs > 0
        ? new LRUCache({
            ttl: options.ttlMs,
            max: options.maxEntries,
            maxSize: options.maxBytes,
            sizeCalculation: (answer, key) => sizeOf(answer) + key.length,
          })
        : null;
  }

  /** The key this request's answer is kept under, or null when the cache cannot be used for it right now. */
  keyFor(req: IncomingMessage): string | null {
    if (!this.entries) return null;
    const request = this.options.keyOf(req);
    if (request === null) return null;
    const generation = generationKey(this.generations);
    return generation === null ? null : `${generation} ${request}`;
  }

  /**
   * Answers a request for a kept answer before Express runs (no request id, log line or middleware: the headers those
   * set were kept with the answer), and says whether it did.
   */
  answerEarly(req: IncomingMessage, res: ServerResponse): boolean {
    const key = this.keyFor(req);
    return key !== null && this.answerKept(key, req, res);
  }

  /** Answers a request with the answer kept under `key` (see `answerEarly`) when there is one; says whether it did. */
  answerKept(key: string, req: IncomingMessage, res: ServerResponse): boolean {
    const answer = this.entries!.get(key);
    if (!answer) return false;
    this.options.onLookup?.('hit');
    const reply = this.replyFor(req, answer);
    this.write(req, res, reply, answer, (answer.replies[reply] ??= this.headersOf(reply, answer, answer.headers)));
    return true;
  }

  /** Counts a lookup that found nothing (the request was not answered early). */
  missed(): void {
    this.options.onLookup?.('miss');
  }

  /**
   * Makes an answer of `body` and keeps it under `key` with the middleware's headers so far; an answer not kept (no
   * key) is only made to be sent.
   */
  async store(key: string | null, body: Buffer, res: ServerResponse): Promise<KeptAnswer> {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    if (key === null || !this.entries) return { body, etag, headers: {}, encoded: {}, replies: {} };
    const headers = Object.fromEntries(
      Object.entries(res.getHeaders()).filter(([name]) => !PER_ANSWER_HEADERS.has(name)),
    );
    const encoded: KeptAnswer['encoded'] = {};
    if (this.options.compress === 'stored') {
      const copies = await Promise.all(this.options.encodings.map((encoding) => compressBest(encoding, body)));
      this.options.encodings.forEach((encoding, i) => (encoded[encoding] = copies[i]));
    }
    const answer = { body, etag, headers, encoded, replies: {} };
    this.entries.set(key, answer);
    return answer;
  }

  /** Sends an answer from a route, whose middleware set the other headers already. */
  send(req: IncomingMessage, res: ServerResponse, answer: KeptAnswer): void {
    const reply = this.replyFor(req, answer);
    this.write(req, res, reply, answer, this.headersOf(reply, answer, {}));
  }

  private replyFor(req: IncomingMessage, answer: KeptAnswer): AnswerReply {
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch !== undefined && holds(ifNoneMatch, answer.etag)) return 'not-modified';
    const acceptEncoding = req.headers['accept-encoding'];
    if (!acceptEncoding || answer.body.length <= (this.options.compressAbove ?? 0)) return 'identity';
    return this.encodingFor(acceptEncoding) ?? 'identity';
  }

  private encodingFor(acceptEncoding: string): AnswerEncoding | null {
    let encoding = this.chosen.get(acceptEncoding);
    if (encoding === undefined) {
      encoding = this.options.encodings.find((e) => accepts(acceptEncoding, e)) ?? null;
      if (this.chosen.size >= REMEMBERED_ACCEPT_HEADERS) this.chosen.clear();
      this.chosen.set(acceptEncoding, encoding);
    }
    return encoding;
  }

  private bytesOf(reply: AnswerReply, answer: KeptAnswer): Buffer {
    if (reply === 'identity' || reply === 'not-modified') return answer.body;
    return (answer.encoded[reply] ??= compressNow(reply, answer.body));
  }

  private headersOf(reply: AnswerReply, answer: KeptAnswer, kept: OutgoingHttpHeaders): OutgoingHttpHeaders {
    const { cacheControl, vary, contentType } = this.options;
    const validated = { ...kept, etag: answer.etag, 'cache-control': cacheControl, ...(vary ? { vary } : {}) };
    if (reply === 'not-modified') return validated;
    return {
      ...validated,
      'content-type': contentType,
      'content-length': this.bytesOf(reply, answer).length,
      ...(reply === 'identity' ? {} : { 'content-encoding': reply }),
    };
  }

  private write(
    req: IncomingMessage,
    res: ServerResponse,
    reply: AnswerReply,
    answer: KeptAnswer,
    headers: OutgoingHttpHeaders,
  ): void {
    if (reply === 'not-modified') {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : this.bytesOf(reply, answer));
  }
}
