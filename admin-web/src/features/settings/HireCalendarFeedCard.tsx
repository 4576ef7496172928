import { useState } from 'react';
import { useMutation, useQuery, type ApolloCache } from '@apollo/client';
import { Alert, App, Button, Card, Skeleton, Space, Typography } from 'antd';
import { CalendarOutlined, DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { formatShortDate } from '@shop/contracts';
import { serverMessage } from '@shop/web-common';
import {
  CREATE_HIRE_CALENDAR_FEED,
  HIRE_CALENDAR_FEED,
  REVOKE_HIRE_CALENDAR_FEED,
  ROTATE_HIRE_CALENDAR_FEED,
  type HireCalendarFeed,
} from '../../graphql/calendarFeed';

/** Keeps the feed's state in the cache; its address is never kept there (it is shown once). */
const remember = (cache: ApolloCache<unknown>, feed: HireCalendarFeed | undefined) => {
  if (feed) cache.writeQuery({ query: HIRE_CALENDAR_FEED, data: { hireCalendarFeed: { ...feed, path: null } } });
};

/**
 * The hire desk's calendar feed: an address with a secret in it that the desk's calendar app
 * subscribes to. The address is shown once, when it is made or replaced, to copy into the app.
 */
export function HireCalendarFeedCard() {
  const { modal, notification } = App.useApp();
  const { data, loading, error } = useQuery(HIRE_CALENDAR_FEED);
  const [address, setAddress] = useState<string | null>(null);
  const [create, creating] = useMutation(CREATE_HIRE_CALENDAR_FEED, {
    update: (cache, { data: made }) => remember(cache, made?.createHireCalendarFeed),
  });
  const [rotate] = useMutation(ROTATE_HIRE_CALENDAR_FEED, {
    update: (cache, { data: made }) => remember(cache, made?.rotateHireCalendarFeed),
  });
  const [revoke] = useMutation(REVOKE_HIRE_CALENDAR_FEED, {
    update: (cache, { data: made }) => remember(cache, made?.revokeHireCalendarFeed),
  });

  const show = (feed: HireCalendarFeed | undefined) =>
    setAddress(feed?.path ? new URL(feed.path, window.location.origin).href : null);
  const failed = (what: string) => (err: unknown) =>
    notification.error({ message: `Failed to ${what} the calendar address`, description: serverMessage(err) });

  const makeAddress = () =>
    create()
      .then(({ data: made }) => show(made?.createHireCalendarFeed))
      .catch(failed('create'));
  const confirmRotate = () =>
    modal.confirm({
      title: 'Replace the calendar address?',
      content: 'The current address stops working at once; subscribe with the new one.',
      okText: 'Replace address',
      onOk: () =>
        rotate()
          .then(({ data: made }) => show(made?.rotateHireCalendarFeed))
          .catch(failed('replace')),
    });
  const confirmRevoke = () =>
    modal.confirm({
      title: 'Revoke the calendar address?',
      content: 'Calendars subscribed to it stop updating; it answers "not found" from now on.',
      okText: 'Revoke',
      okButtonProps: { danger: true },
      onOk: () =>
        revoke()
          .then(() => setAddress(null))
          .catch(failed('revoke')),
    });

  const feed = data?.hireCalendarFeed;
  return (
    <Card title="Hire Desk Calendar" data-testid="calendar-feed-card" style={{ marginBottom: 24 }}>
      <Typography.Paragraph type="secondary">
        An iCalendar address for the desk&apos;s calendar app: confirmed bookings going out on their first day and
        coming back on their last, from 30 days back to 180 days ahead, with the customer, the lines and the delivery or
        collection details. Anyone with the address can read it, so keep it to the desk.
      </Typography.Paragraph>
      {error ? (
        <Alert type="error" showIcon message="Error loading the calendar address" description={serverMessage(error)} />
      ) : loading || !feed ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {address && (
            <Alert
              type="success"
              showIcon
              data-testid="calendar-feed-address"
              message="Copy this address into your calendar app now: it is shown only once."
              description={
                <Typography.Text code copyable={{ text: address }} data-testid="calendar-feed-url">
                  {address}
                </Typography.Text>
              }
            />
          )}
          {feed.active ? (
            <>
              <Typography.Text data-testid="calendar-feed-state">
                Live since {formatShortDate(feed.issuedAt ?? '')}.
              </Typography.Text>
              <Space wrap>
                <Button icon={<ReloadOutlined />} onClick={confirmRotate} data-testid="rotate-calendar-feed">
                  Replace address
                </Button>
                <Button danger icon={<DeleteOutlined />} onClick={confirmRevoke} data-testid="revoke-calendar-feed">
                  Revoke
                </Button>
              </Space>
            </>
          ) : (
            <>
              <Typography.Text data-testid="calendar-feed-state">No calendar address yet.</Typography.Text>
              <Button
                type="primary"
                icon={<CalendarOutlined />}
                loading={creating.loading}
                onClick={makeAddress}
                data-testid="create-calendar-feed"
              >
                Create calendar address
              </Button>
            </>
          )}
        </Space>
      )}
    </Card>
  );
}
