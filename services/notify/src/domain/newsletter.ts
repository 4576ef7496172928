/** One signup per address and list: `<list id or "default">:<email>`. */
export const subscriberKey = (email: string, listId: string | null): string => `${listId ?? 'default'}:${email}`;
