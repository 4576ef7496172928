import { Outlet } from 'react-router-dom';
import { AntdTheme } from '../AntdTheme';

/** The routes whose pages are drawn with antd components: its theme loads with them, in this chunk. */
export function AntdPages() {
  return (
    <AntdTheme>
      <Outlet />
    </AntdTheme>
  );
}
