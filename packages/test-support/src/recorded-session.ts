/** What a browser sent the API in a recorded session (bench/sessions.ts writes it, the replay test reads it). */
export interface RecordedSession {
  minutes: number;
  /** Each GraphQL document once; a request names its document by index, its body holding the rest. */
  documents: string[];
  requests: RecordedRequest[];
}

export interface RecordedRequest {
  /** Milliseconds from the session's start. */
  at: number;
  method: string;
  /** Path and query string. */
  path: string;
  /** The JSON body as sent, less the GraphQL document's text. */
  body?: string;
  document?: number;
}

/** Keeps each GraphQL document's text once for the whole session. */
export function compactRequest(request: Omit<RecordedRequest, 'document'>, documents: string[]): RecordedRequest {
  if (!request.body) return request;
  let parsed: unknown;
  try {
    parsed = JSON.parse(request.body);
  } catch {
    return request;
  }
  if (!parsed || typeof parsed !== 'object' || typeof (parsed as { query?: unknown }).query !== 'string') {
    return request;
  }
  const { query, ...rest } = parsed as { query: string };
  let document = documents.indexOf(query);
  if (document < 0) document = documents.push(query) - 1;
  return { ...request, body: JSON.stringify(rest), document };
}

/** The body a recorded request sent, its document's text put back. */
export function bodyOf(request: RecordedRequest, documents: string[]): string | undefined {
  if (request.document === undefined || !request.body) return request.body;
  return JSON.stringify({ ...JSON.parse(request.body), query: documents[request.document] });
}
