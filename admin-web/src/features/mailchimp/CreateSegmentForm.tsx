import { useMutation } from '@apollo/client';
import { App, Button, Form, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { mailchimpSegmentSchema } from '@shop/contracts';
import { serverMessage } from '@shop/web-common';
import { CREATE_MAILCHIMP_SEGMENT, MAILCHIMP_TAGS } from '../../graphql/notify';

/** Creates a static segment in the chosen list; Mailchimp lists those as tags, so the tags are reloaded. */
export function CreateSegmentForm({ listId }: { listId: string | null }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<{ name?: string }>();
  const [createSegment, { loading }] = useMutation(CREATE_MAILCHIMP_SEGMENT, { refetchQueries: [MAILCHIMP_TAGS] });

  const create = async ({ name }: { name?: string }) => {
    const input = mailchimpSegmentSchema.safeParse({ listId, name });
    if (!input.success) {
      notification.error({ message: 'Failed to Create Segment', description: input.error.issues[0]?.message });
      return;
    }
    try {
      const { data } = await createSegment({ variables: input.data });
      notification.success({ message: 'Segment Created', description: data?.createMailchimpSegment.message });
      form.resetFields();
    } catch (err) {
      notification.error({ message: 'Failed to Create Segment', description: serverMessage(err) });
    }
  };

  return (
    <Form form={form} name="mailchimp-segment" layout="vertical" onFinish={create} data-testid="create-segment-form">
      <Form.Item name="name" label="Segment Name">
        <Input autoComplete="off" />
      </Form.Item>
      <Button htmlType="submit" icon={<PlusOutlined />} loading={loading} data-testid="create-segment">
        Create Segment
      </Button>
    </Form>
  );
}
