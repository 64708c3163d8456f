import { message, notification } from 'antd';
import { useEffect } from 'react';
import type { NoticeInstances } from './notices';

/** antd's notification and message holders, loaded after the first screen (notices.tsx). */
export default function NoticesHost({ onReady }: { onReady: (instances: NoticeInstances | null) => void }) {
  const [notificationApi, notificationHolder] = notification.useNotification({ stack: { threshold: 3 } });
  const [messageApi, messageHolder] = message.useMessage();
  useEffect(() => {
    onReady({ notification: notificationApi, message: messageApi });
    return () => onReady(null);
  }, [onReady, notificationApi, messageApi]);
  return (
    <>
      {notificationHolder}
      {messageHolder}
    </>
  );
}
