import type { MailchimpList } from '../../graphql/notify';

/** Mailchimp's rates arrive in per cent; the panel shows them rounded, e.g. 23%. */
export const formatRate = (rate: number): string => `${Math.round(rate)}%`;

export const totalSubscribers = (lists: MailchimpList[]): number =>
  lists.reduce((sum, list) => sum + list.memberCount, 0);

/** The mean open rate over the lists (each list counts once, whatever its size); 0 with no lists. */
export const averageOpenRate = (lists: MailchimpList[]): number =>
  lists.length === 0 ? 0 : lists.reduce((sum, list) => sum + list.openRate, 0) / lists.length;
