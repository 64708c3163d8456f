import { useTranslation } from 'react-i18next';

/** A channel's name in the user's language: ALL, General, or 'Grade 4'. */
export function useChannelLabel(): (channel: string) => string {
  const { t } = useTranslation('communications');
  return (channel) =>
    channel === 'ALL' || channel === 'General' ? t(`channels.${channel}`) : t('channels.grade', { grade: channel });
}
