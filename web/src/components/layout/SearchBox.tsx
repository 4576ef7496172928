import { Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { searchPath } from './navLinks';

/** Product search; blank input is ignored. */
export function SearchBox({ testId }: { testId: string }) {
  const navigate = useNavigate();
  return (
    <Input.Search
      placeholder="Search products..."
      aria-label="Search products"
      data-testid={testId}
      allowClear
      onSearch={(value) => {
        const query = value.trim();
        if (query) navigate(searchPath(query));
      }}
    />
  );
}
