import type { ReactNode } from 'react';
import { Button, Input, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

interface Props {
  /** Title-case noun for the add button, e.g. 'Hire Product'. */
  label: string;
  search: string;
  /** What the box finds by, e.g. 'name, SKU, slug or description'. */
  searchBy: string;
  onSearch: (search: string) => void;
  searchLabel: string;
  searchTestId: string;
  onAdd: () => void;
  /** Controls shown before the add button (the hire CSV import). */
  children?: ReactNode;
}

/** Search box on the left, add button (and any extra controls) on the right. */
export function InventoryToolbar({
  label,
  search,
  searchBy,
  onSearch,
  searchLabel,
  searchTestId,
  onAdd,
  children,
}: Props) {
  const add = (
    <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
      Add {label}
    </Button>
  );
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
      <Input.Search
        allowClear
        placeholder={`Search by ${searchBy}`}
        aria-label={searchLabel}
        data-testid={searchTestId}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        style={{ width: 340 }}
      />
      {children ? (
        <Space wrap>
          {children}
          {add}
        </Space>
      ) : (
        add
      )}
    </Space>
  );
}
