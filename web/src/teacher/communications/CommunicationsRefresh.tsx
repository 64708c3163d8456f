import { ReloadOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../core/offline/useOnline';
import { TeacherCommunicationsDocument } from './operations';

/** The refresh icon beside the Communications menu entry (001 section 2): asks the server for the list again. */
export function CommunicationsRefresh() {
  const { t } = useTranslation('communications');
  const client = useApolloClient();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      // The grid's query when it is on screen; else the first page, ready for when it opens.
      const refetched = await client.refetchQueries({ include: [TeacherCommunicationsDocument] });
      if (refetched.length === 0)
        await client.query({
          query: TeacherCommunicationsDocument,
          variables: { filter: null, limit: pageSizeOfGrid },
          fetchPolicy: 'network-only',
        });
    } catch (error) {
      console.error('communications: refresh failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={t('teacher.refresh')}>
      <Button
        type="text"
        size="small"
        style={{ marginInlineStart: 4 }}
        icon={<ReloadOutlined spin={busy} />}
        aria-label={t('teacher.refresh')}
        data-testid="communications-refresh"
        disabled={!online}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          void refresh();
        }}
      />
    </Tooltip>
  );
}

/** How many cards the grid asks for at a time. */
export const pageSizeOfGrid = 24;
