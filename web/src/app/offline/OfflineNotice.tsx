import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../core/offline/useOnline';
import './offline.css';

/**
 * The persistent offline snackbar: shown while offline, closed when back online. Drawn by the frame itself (not
 * antd's notifications, which load after the first screen): it must show even when the connection goes before
 * anything else has loaded. It has nothing to click, so taps pass through it (offline.css): on a phone it spans the
 * screen's foot, where Save and the lists are. A status (a polite live region) while shown, as antd's notice was.
 */
export function OfflineNotice() {
  const online = useOnline();
  const { t } = useTranslation();
  if (online) return null;
  return (
    <div className="offline-snackbar" data-testid="offline-snackbar">
      <Alert type="warning" showIcon title={t('offline.snackbar')} role="status" />
    </div>
  );
}
