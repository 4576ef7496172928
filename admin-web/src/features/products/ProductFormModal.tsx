import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import type { Category } from '../../graphql/categories';
import type { FieldError } from '../../lib/serverFieldError';
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
  /** Saves; a refusal naming a field is shown under that field. */
  onSubmit: (values: V) => Promise<FieldError | null>;
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
        onFinish={async (values) => {
          const refusal = await onSubmit(values);
          if (refusal && refusal.field in values) {
            // The server names an input field; the form's generic value type cannot check the name.
            const fields: FormInstance = form;
            fields.setFields([{ name: refusal.field, errors: [refusal.message] }]);
          }
        }}
        scrollToFirstError
      >
        <ProductFieldSet categories={categories} />
        {children}
      </Form>
    </Modal>
  );
}
