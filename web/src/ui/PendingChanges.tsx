import { CloudUploadOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../core/appData';

/**
 * On a phone the header has little room: the words are cut short (the whole text stays for screen readers and the
 * tooltip), so that a waiting change never pushes the page into a sideways scroll.
 */
const fits = { maxWidth: '30vw', overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'middle' } as const;

/** How many changes made offline are still waiting for the server (red while the server answers them with errors). */
export function PendingChanges() {
  const { queue } = useAppData();
  const { t } = useTranslation();
  const count = useSyncExternalStore(queue.subscribe, queue.pendingCount, () => 0);
  const problem = useSyncExternalStore(queue.subscribe, queue.serverProblem, () => null);
  if (count === 0) return null;
  return (
    <Tooltip title={problem ? t('offline.serverProblemHelp') : t('offline.pendingHelp')}>
      <Tag
        icon={<CloudUploadOutlined />}
        color={problem ? 'error' : 'warning'}
        data-testid="pending-changes"
        style={fits}
      >
        {t('offline.pending', { count })}
      </Tag>
    </Tooltip>
  );
}
