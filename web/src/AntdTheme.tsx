import { ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';

const theme = { token: { colorPrimary: '#1d4ed8' } };

/**
 * antd's theme and British locale, around each part of the shop drawn with antd components: the pages under
 * AntdPages and the parts that load on demand (the phone menu, the newsletter form). It is not around the whole app,
 * so the pages drawn in plain markup (home, category, product, hire) load without antd's code.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={enGB} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
