import type { ThemeConfig } from 'antd';

/** System fonts only: the app must look right with no internet (no web fonts). */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f6f5c',
    colorLink: '#1f6f5c',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
