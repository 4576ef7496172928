import type { ReactNode } from 'react';
import { Form, Modal } from 'antd';
import type { Category } from '../../graphql/categories';
import { ProductFieldSet } from './ProductFieldSet';
import type { ProductFormValues } from './productForm';

interface Props<V extends ProductFormValues> {
  /** Form name: prefixes field ids, e.g. product_name or hire_name. */
  formName: string;
  /** Title-case noun for the title and button, e.g. 'Hire Product'. */
  label: string;
  editing: boolean;
  initialValues: V;
  categories: Category[];
  saving: boolean;
  onCancel: () => void;
  onSubmit: (values: V) => void;
  /** Extra fields after the shared set (hire rates). */
  children?: ReactNode;
}

/** Add / edit product dialog shared by sale and hire inventory; mount it only while open so it starts fresh. */
export function ProductFormModal<V extends ProductFormValues>(props: Props<V>) {
  const { formName, label, editing, initialValues, categories, saving, onCancel, onSubmit, children } = props;
  const [form] = Form.useForm<V>();
  return (
    <Modal
      open
      width={800}
      title={`${editing ? 'Edit' : 'Add'} ${label}`}
      okText={`${editing ? 'Update' : 'Create'} ${label}`}
      cancelText="Cancel"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      maskClosable={false}
    >
      <Form<V>
        form={form}
        name={formName}
        layout="vertical"
        data-testid={`${formName}-form`}
        initialValues={initialValues}
        onFinish={onSubmit}
        scrollToFirstError
      >
        <ProductFieldSet categories={categories} />
        {children}
      </Form>
    </Modal>
  );
}
