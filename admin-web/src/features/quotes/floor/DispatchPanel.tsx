import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client';
import { Alert, Button, Input, Progress, Space, Table, Tag, Typography, type InputRef } from 'antd';
import { errorField, serverMessage } from '@shop/web-common';
import { DISPATCH_HIRE_UNIT, type HireFloor } from '../../../graphql/hireFloor';

type Line = HireFloor['lines'][number];

/**
 * Dispatch by asset tag: the desk types or scans a tag and Enter; the input is cleared and keeps the
 * focus, so a scanner can go on, and a refusal is shown under it in the server's words. A unit
 * going out days before the booking starts is held back until the desk confirms it.
 */
export function DispatchPanel({ quoteId, floor }: { quoteId: number; floor: HireFloor }) {
  const input = useRef<InputRef>(null);
  const [tag, setTag] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [last, setLast] = useState<string | null>(null);
  /** A tag the server held back as early: sent again with early once the desk confirms. */
  const [early, setEarly] = useState<string | null>(null);
  const [dispatch, { loading }] = useMutation(DISPATCH_HIRE_UNIT);

  const send = async (scanned: string, confirmed: boolean) => {
    setEarly(null);
    try {
      await dispatch({ variables: { id: quoteId, tag: scanned, early: confirmed } });
      setRefusal(null);
      setLast(scanned.toUpperCase());
    } catch (err) {
      setLast(null);
      setRefusal(serverMessage(err));
      if (errorField(err) === 'early') setEarly(scanned);
    }
    input.current?.focus();
  };

  const scan = async () => {
    const scanned = tag.trim();
    if (!scanned) return;
    setTag('');
    await send(scanned, false);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="dispatch-panel">
      <Typography.Title level={5}>Dispatch</Typography.Title>
      <Table<Line>
        size="small"
        rowKey="productId"
        dataSource={[...floor.lines]}
        pagination={false}
        columns={[
          { title: 'Product', dataIndex: 'name' },
          {
            title: 'Assigned',
            key: 'assigned',
            render: (_, line) => (
              <Space data-testid="dispatch-line" data-product-id={line.productId}>
                <span data-testid="dispatch-line-count">
                  {line.assigned} / {line.needed}
                </span>
                <Progress percent={Math.round((line.assigned / line.needed) * 100)} size="small" showInfo={false} />
              </Space>
            ),
          },
        ]}
      />
      {floor.fulfilled ? (
        <Tag color="cyan" data-testid="dispatch-complete">
          Every line dispatched: the booking is out
        </Tag>
      ) : (
        <Input
          ref={input}
          autoFocus
          aria-label="Asset tag"
          placeholder="Scan or type an asset tag, then Enter"
          value={tag}
          readOnly={loading}
          onChange={(e) => setTag(e.target.value)}
          onPressEnter={scan}
          data-testid="dispatch-tag"
          style={{ maxWidth: 360 }}
        />
      )}
      {refusal && (
        <Alert
          type={early ? 'warning' : 'error'}
          showIcon
          message={refusal}
          data-testid="dispatch-refusal"
          action={
            early && (
              <Button size="small" loading={loading} onClick={() => send(early, true)} data-testid="dispatch-early">
                Dispatch {early.toUpperCase()} now
              </Button>
            )
          }
        />
      )}
      {last && !refusal && (
        <Typography.Text type="success" data-testid="dispatch-last">
          {last} dispatched
        </Typography.Text>
      )}
    </Space>
  );
}
