import { message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';
import { createContext, useContext, useMemo } from 'react';

interface Notices {
  notification: NotificationInstance;
  message: MessageInstance;
}

const NoticesContext = createContext<Notices | null>(null);

/**
 * Snackbars and toasts that follow the theme and language (antd's hook APIs). Lighter than antd's <App>, which
 * would also put the Modal code in the first download.
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [notificationApi, notificationHolder] = notification.useNotification({ stack: { threshold: 3 } });
  const [messageApi, messageHolder] = message.useMessage();
  const value = useMemo(() => ({ notification: notificationApi, message: messageApi }), [notificationApi, messageApi]);
  return (
    <NoticesContext.Provider value={value}>
      {children}
      {notificationHolder}
      {messageHolder}
    </NoticesContext.Provider>
  );
}

export function useNotices(): Notices {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('useNotices needs a NoticesProvider');
  return notices;
}
