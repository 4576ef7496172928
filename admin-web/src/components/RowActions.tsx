import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';

/** The edit and delete icon buttons of a table row, labelled with the row's name. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <Space>
      <Button icon={<EditOutlined />} aria-label={`Edit ${name}`} onClick={onEdit} />
      <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${name}`} onClick={onDelete} />
    </Space>
  );
}
