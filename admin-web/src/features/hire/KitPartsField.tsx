import { useQuery } from '@apollo/client';
import { Button, Divider, Form, InputNumber, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_KIT_PARTS, productFieldSchemas } from '@shop/contracts';
import { HIRE_PRODUCT_DOCUMENTS } from '../../graphql/products';
import { kitPartsToInput, type KitPartValues } from './hireForm';

/** The contents as a whole, by the catalog's own schema (its existence and nesting checks come back from the server). */
const kitRule = {
  validator: async (_: unknown, parts: KitPartValues[] | undefined) => {
    const result = productFieldSchemas.kitParts.safeParse(kitPartsToInput(parts ?? []));
    if (!result.success) throw new Error(result.error.issues[0].message);
  },
};

/**
 * The Kit contents editor: other hire products with how many of each go in the kit. A kit cannot
 * hold itself or another kit, so neither is offered; empty, the product is equipment with units.
 */
export function KitPartsField({ productId }: { productId: number | null }) {
  const { data } = useQuery(HIRE_PRODUCT_DOCUMENTS.list);
  const options = (data?.items ?? [])
    .filter((product) => product.id !== productId && product.kitParts.length === 0)
    .map((product) => ({ value: product.id, label: product.name }));

  return (
    <>
      <Divider orientation="left">Kit contents</Divider>
      <Form.List name="kitParts" rules={[kitRule]}>
        {(fields, { add, remove }, { errors }) => (
          <div data-testid="kit-parts">
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" data-testid="kit-part">
                <Form.Item name={[field.name, 'productId']} style={{ width: 360 }}>
                  <Select
                    showSearch
                    optionFilterProp="label"
                    options={options}
                    placeholder="Hire product"
                    aria-label={`Kit part ${index + 1}`}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'quantity']}>
                  <InputNumber min={1} max={99} precision={0} aria-label={`Quantity of kit part ${index + 1}`} />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={`Remove kit part ${index + 1}`}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Form.Item extra="Leave empty for equipment with units of its own; a kit's parts' units go out when it is hired.">
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_KIT_PARTS}
                onClick={() => add({ productId: null, quantity: 1 })}
                data-testid="add-kit-part"
              >
                Add part
              </Button>
              <Form.ErrorList errors={errors} />
            </Form.Item>
          </div>
        )}
      </Form.List>
    </>
  );
}
