import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../ui/notices';
import { useOnline } from '../../core/offline/useOnline';

const NOTICE_KEY = 'offline';

/** The persistent offline snackbar: shown while offline, never times out, closed when back online. */
export function OfflineNotice() {
  const online = useOnline();
  const { notification } = useNotices();
  const { t } = useTranslation();

  useEffect(() => {
    if (online) return;
    notification.warning({
      key: NOTICE_KEY,
      title: t('offline.snackbar'),
      duration: 0,
      closable: false,
      placement: 'bottomLeft',
      role: 'status',
      props: { 'data-testid': 'offline-snackbar' },
    });
    return () => notification.destroy(NOTICE_KEY);
  }, [online, notification, t]);

  return null;
}
