import { useRef } from 'react';
import { Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { CUSTOM_SHIPPING_MINIMUM_GBP, slugFromName } from '@shop/contracts';
import type { Category } from '../../graphql/categories';
import { productRules, type ProductFormValues } from './productForm';

const FLAGS: { name: keyof ProductFormValues; label: string }[] = [
  { name: 'isNew', label: 'New' },
  { name: 'isOnSale', label: 'On Sale' },
  { name: 'isLimited', label: 'Limited' },
  { name: 'isLargeHeavy', label: 'Large/Heavy' },
];

/**
 * The fields every product form shares (sale and hire); must sit inside an antd Form.
 * Number inputs carry no min/max so out-of-range values reach the validators and the spec's messages show.
 */
export function ProductFieldSet({ categories }: { categories: Category[] }) {
  const form = Form.useFormInstance<ProductFormValues>();
  const isLargeHeavy = Form.useWatch('isLargeHeavy', form) ?? false;
  const lastName = useRef<string>(form.getFieldValue('name') ?? '');

  // Keep the slug in step with the name while it is empty or still the slug derived from the old name.
  const syncSlug = (name: string) => {
    const slug: string = form.getFieldValue('slug') ?? '';
    if (!slug || slug === slugFromName(lastName.current)) form.setFieldValue('slug', slugFromName(name));
    lastName.current = name;
  };

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Name" required rules={productRules.name}>
            <Input onChange={(event) => syncSlug(event.target.value)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="slug" label="Slug" required rules={productRules.slug}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={3} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="price" label="Price (£)" required rules={productRules.price}>
            <InputNumber step={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="compareAtPrice" label="Compare-at Price (£)" rules={productRules.compareAtPrice}>
            <InputNumber step={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="stock"
            label="Stock"
            required
            rules={productRules.stock}
            extra="Units on hand. Orders not yet shipped are counted apart."
          >
            <InputNumber step={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="imageUrl" label="Image URL" required rules={productRules.imageUrl}>
            <Input placeholder="https://" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="categoryId" label="Category" rules={productRules.categoryId}>
            <Select
              placeholder="Select a category"
              showSearch
              optionFilterProp="label"
              options={categories.map((category) => ({ value: category.id, label: category.name }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {FLAGS.map((flag) => (
          <Col xs={12} md={6} key={flag.name}>
            <Form.Item name={flag.name} valuePropName="checked">
              <Checkbox>{flag.label}</Checkbox>
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="customShippingCost"
            label="Custom Shipping Cost (£)"
            extra={`Minimum £${CUSTOM_SHIPPING_MINIMUM_GBP}`}
            // Only checked while the item is large/heavy; otherwise the value is not sent.
            rules={isLargeHeavy ? productRules.customShippingCost : []}
          >
            <InputNumber step={0.01} precision={2} disabled={!isLargeHeavy} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="rating" label="Rating" rules={productRules.rating}>
            <InputNumber step={0.1} precision={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="reviewCount" label="Review Count" rules={productRules.reviewCount}>
            <InputNumber step={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
