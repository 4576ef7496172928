import { splitName } from './format';

/** Newsletter signup against the notify service's provider endpoint (spec section 7, POST /api/{provider}/subscribe). */
const SUBSCRIBE_URL = '/api/mailchimp/subscribe';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed';

interface SubscribeBody {
  email: string;
  firstName?: string;
  lastName?: string;
}

/** First word is the first name, the remainder the last name; empty parts are left out. */
function subscribeBody(email: string, name: string | undefined): SubscribeBody {
  const { firstName, lastName } = splitName(name);
  const body: SubscribeBody = { email: email.trim() };
  if (firstName) body.firstName = firstName;
  if (lastName) body.lastName = lastName;
  return body;
}

async function readJson(response: Response): Promise<{ message?: unknown; alreadySubscribed?: unknown } | null> {
  try {
    return (await response.json()) as { message?: unknown; alreadySubscribed?: unknown };
  } catch {
    return null;
  }
}

/** Resolves on success; rejects with the server's message (or the spec's default) otherwise. */
export async function subscribeToNewsletter(email: string, name: string | undefined): Promise<SubscribeOutcome> {
  const response = await fetch(SUBSCRIBE_URL, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(subscribeBody(email, name)),
  });
  if (response.status === 204) return 'subscribed';
  const body = await readJson(response);
  if (!response.ok) {
    throw new Error(
      typeof body?.message === 'string' && body.message ? body.message : 'Failed to subscribe. Please try again.',
    );
  }
  return body?.alreadySubscribed === true ? 'already-subscribed' : 'subscribed';
}
