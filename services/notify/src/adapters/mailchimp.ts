import { createHash } from 'node:crypto';
import { listCeiling } from '@shop/contracts';
import { NotFound, ServiceUnavailable } from '@shop/kit';
// The package's main export is one shared client; each call here builds its own for its settings.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ApiClient = require('@mailchimp/mailchimp_marketing/src/ApiClient');

export interface MailchimpAccess {
  apiKey: string;
  serverPrefix: string;
}

/** An audience as Mailchimp describes it (rates in per cent). */
export interface MailchimpListRecord {
  id: string;
  name: string;
  stats?: Partial<Record<'member_count' | 'unsubscribe_count' | 'open_rate' | 'click_rate' | 'campaign_count', number>>;
}

/**
 * The Mailchimp Marketing API calls the shop makes, through the official SDK. `baseUrl` replaces
 * https://<server>.api.mailchimp.com/3.0 (a stand-in in tests); production leaves it unset.
 */
export function mailchimp({ apiKey, serverPrefix }: MailchimpAccess, baseUrl: string | undefined, timeoutMs: number) {
  const client = new ApiClient();
  client.setConfig({ apiKey, server: serverPrefix });
  if (baseUrl) client.basePath = baseUrl.replace(/\/+$/, '');
  client.timeout = timeoutMs;

  /** `listId` is named for calls about one list: Mailchimp's 404 then means the caller named a list it lacks. */
  const call = async <T>(request: () => Promise<T>, listId?: string): Promise<T> => {
    try {
      return await request();
    } catch (err) {
      const e = err as { status?: number; response?: { body?: { detail?: string; title?: string } }; message?: string };
      if (e.status === 404 && listId !== undefined) throw new NotFound(`listId: Mailchimp has no list ${listId}`);
      const detail = e.response?.body?.detail ?? e.response?.body?.title ?? e.message ?? 'no answer';
      // Mailchimp did not answer, or answered with an error: its `detail` when it gave one.
      throw new ServiceUnavailable(
        e.status ? `Mailchimp answered ${e.status}: ${detail}` : `Mailchimp did not answer: ${detail}`,
      );
    }
  };

  return {
    ping: () => call<{ health_status: string }>(() => client.ping.get()),
    lists: async (): Promise<MailchimpListRecord[]> =>
      (
        await call<{ lists: MailchimpListRecord[] }>(() =>
          client.lists.getAllLists({ count: listCeiling('Query', 'mailchimpLists') }),
        )
      ).lists,
    tags: async (listId: string) =>
      (
        await call<{ tags: Array<{ id: number; name: string }> }>(() => client.lists.tagSearch(listId), listId)
      ).tags.slice(0, listCeiling('Query', 'mailchimpTags')),
    createSegment: (listId: string, name: string) =>
      call<{ id: number; name: string }>(
        () => client.lists.createSegment(listId, { name, static_segment: [] }),
        listId,
      ),
    /** Adds or updates a member; someone who unsubscribed stays unsubscribed (status_if_new). */
    upsertMember: (listId: string, email: string, firstName: string | null, lastName: string | null) =>
      call(() =>
        client.lists.setListMember(listId, subscriberHash(email), {
          email_address: email,
          status_if_new: 'subscribed',
          merge_fields: { FNAME: firstName ?? '', LNAME: lastName ?? '' },
        }),
      ),
  };
}

/** Mailchimp addresses a member by the MD5 of the lower-case email. */
export const subscriberHash = (email: string): string => createHash('md5').update(email.toLowerCase()).digest('hex');
