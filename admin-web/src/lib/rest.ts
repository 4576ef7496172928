/**
 * The few calls that move files, and payments' reconciliation and settings (payments has no GraphQL), and therefore use REST
 * instead of GraphQL. Non-OK answers carry JSON { message }.
 */

export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function serverMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: fall through to the status.
  }
  return `API request failed with status ${response.status}`;
}

/** A request that never got an answer (offline, refused, aborted) fails with the spec's technical message. */
async function send(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'include' });
  } catch {
    throw new RestError(0, 'Network error');
  }
  if (!response.ok) throw new RestError(response.status, await serverMessage(response));
  return response;
}

/** The JSON of an OK answer. */
async function jsonOf<T>(response: Response): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch {
    throw new RestError(response.status, 'Failed to parse API response');
  }
}

/** Fetches a file and hands it to the browser as a download with the given name. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await send(url, {});
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the blob asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}

/** Posts a CSV file as multipart field `file` and returns the JSON answer. */
export async function uploadCsv<T>(url: string, file: File): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  return jsonOf<T>(await send(url, { method: 'POST', body }));
}

/** A JSON call (a body, when given, is sent as JSON, posted unless another method is named) answering JSON. */
export async function requestJson<T>(url: string, body?: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  return jsonOf<T>(
    await send(
      url,
      body === undefined ? {} : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    ),
  );
}
