import { Button, Card, Form, Input, Space, Switch } from 'antd';
import { newsItemInputSchema } from '@shop/contracts';
import { zodRule } from '@shop/web-common';
import type { NewsItem } from '../../graphql/news';

export interface NewsFormValues {
  title: string;
  content: string;
  imageUrl: string;
  isActive: boolean;
}

interface Props {
  /** The item being edited, or null when adding. */
  editing: NewsItem | null;
  saving: boolean;
  onSubmit: (values: NewsFormValues) => Promise<boolean>;
  onCancel: () => void;
}

const EMPTY: NewsFormValues = { title: '', content: '', imageUrl: '', isActive: true };

function formValues(item: NewsItem | null): NewsFormValues {
  if (!item) return EMPTY;
  return { title: item.title, content: item.content, imageUrl: item.imageUrl ?? '', isActive: item.isActive };
}

/** Add / edit form; the caller keys it by the edited item so it starts from that item's values (or empty). */
export function NewsForm({ editing, saving, onSubmit, onCancel }: Props) {
  const [form] = Form.useForm<NewsFormValues>();

  const submit = async (values: NewsFormValues) => {
    const saved = await onSubmit({ ...values, title: values.title.trim(), imageUrl: values.imageUrl?.trim() ?? '' });
    if (saved && !editing) form.setFieldsValue(EMPTY);
  };

  return (
    <Card
      title={editing ? 'Edit News Item' : 'Add News Item'}
      data-testid="news-form-card"
      style={{ marginBottom: 24 }}
    >
      <Form
        form={form}
        name="news"
        layout="vertical"
        initialValues={formValues(editing)}
        onFinish={submit}
        data-testid="news-form"
      >
        <Form.Item name="title" label="Title" rules={[zodRule(newsItemInputSchema.shape.title)]}>
          <Input />
        </Form.Item>
        <Form.Item name="content" label="Content" rules={[zodRule(newsItemInputSchema.shape.content)]}>
          <Input.TextArea rows={5} />
        </Form.Item>
        <Form.Item
          name="imageUrl"
          label="Image URL (optional)"
          extra="URL to an image for this news item"
          rules={[zodRule(newsItemInputSchema.shape.imageUrl)]}
        >
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item
          name="isActive"
          label="Active"
          valuePropName="checked"
          extra="When active, the news item will be visible on the site"
        >
          <Switch />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {editing ? 'Update News Item' : 'Create News Item'}
          </Button>
          {editing && <Button onClick={onCancel}>Cancel</Button>}
        </Space>
      </Form>
    </Card>
  );
}
