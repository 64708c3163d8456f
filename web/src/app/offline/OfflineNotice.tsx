import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../ui/notices';
import { useOnline } from '../../core/offline/useOnline';
import './offline.css';

const NOTICE_KEY = 'offline';

/**
 * The persistent offline snackbar: shown while offline, never times out, closed when back online. It has nothing to
 * click, so taps pass through it (offline.css): on a phone it spans the screen's foot, where Save and the lists are.
 */
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
      className: 'offline-snackbar',
      props: { 'data-testid': 'offline-snackbar' },
    });
    return () => notification.destroy(NOTICE_KEY);
  }, [online, notification, t]);

  return null;
}
