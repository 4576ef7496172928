import { useRef } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { categoryInputSchema, slugFromName } from '@shop/contracts';
import { zodRule } from '@shop/web-common';
import type { Category, CategoryInput } from '../../graphql/categories';
import type { CategoryOption, Section } from './categorySections';

interface Props {
  section: Section;
  /** The category being edited, or null when adding. */
  category: Category | null;
  parentChoices: CategoryOption[];
  saving: boolean;
  onCancel: () => void;
  onSubmit: (values: CategoryInput) => void;
}

// antd Select cannot hold null as an option value; ids are positive, so 0 safely stands for "no parent".
const NO_PARENT = 0;

const SECTION_LABEL: Record<Section, string> = { sales: 'Sales', hire: 'Hire' };

/** Add / edit dialog; mounted only while open so every opening starts from fresh values. */
export function CategoryDialog({ section, category, parentChoices, saving, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm();
  const lastGeneratedSlug = useRef('');
  const editing = category !== null;

  // When creating, fill the slug from the name on blur unless the admin has typed their own.
  const fillSlugFromName = () => {
    if (editing) return;
    const current: string = form.getFieldValue('slug') ?? '';
    if (current && current !== lastGeneratedSlug.current) return;
    lastGeneratedSlug.current = slugFromName(form.getFieldValue('name') ?? '');
    form.setFieldValue('slug', lastGeneratedSlug.current);
  };

  const submit = (values: { name: string; slug: string; description?: string; parentId: number }) =>
    onSubmit({
      name: values.name.trim(),
      slug: values.slug.trim(),
      description: values.description?.trim() ?? '',
      parentId: values.parentId === NO_PARENT ? null : values.parentId,
    });

  return (
    <Modal
      open
      title={editing ? 'Edit Category' : 'Add New Category'}
      okText={editing ? 'Update' : 'Save'}
      cancelText="Cancel"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
    >
      <Form
        form={form}
        name="category"
        layout="vertical"
        data-testid="category-form"
        initialValues={{
          name: category?.name ?? '',
          slug: category?.slug ?? '',
          description: category?.description ?? '',
          parentId: category?.parentId ?? NO_PARENT,
        }}
        onFinish={submit}
      >
        <Form.Item name="name" label="Name" required rules={[zodRule(categoryInputSchema.shape.name)]}>
          <Input onBlur={fillSlugFromName} />
        </Form.Item>
        <Form.Item name="slug" label="Slug" required rules={[zodRule(categoryInputSchema.shape.slug)]}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="parentId" label="Parent Category">
          <Select options={[{ value: NO_PARENT, label: 'None (Main Category)' }, ...parentChoices]} />
        </Form.Item>
      </Form>
      <Alert
        type="info"
        showIcon
        message={`This category will be added to the ${SECTION_LABEL[section]} section.`}
        description="Sub-categories stay with their parent. Main categories are split by order: the first half are Sales, the rest Hire."
      />
    </Modal>
  );
}
