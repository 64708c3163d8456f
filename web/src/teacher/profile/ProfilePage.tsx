import { Alert, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../core/auth/authContext';
import { ClassesSection } from './ClassesSection';
import { ProfileForm } from './ProfileForm';
import { ScheduleSection } from './ScheduleSection';

/** /app/profile (001 section 2): the profile form, the weekly schedule and the classes. */
export default function ProfilePage() {
  const { t } = useTranslation('planning');
  const { user } = useAuth();
  const profile = user?.teacherProfile ?? null;

  return (
    <section className="page-section">
      <Typography.Title level={2}>{t('profile.pageTitle')}</Typography.Title>
      {user && (
        <Typography.Paragraph type="secondary">{t('profile.signedInAs', { email: user.email })}</Typography.Paragraph>
      )}
      {profile ? (
        <Space orientation="vertical" size={24} style={{ width: '100%' }}>
          <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('profile.detailsTitle')}</h2>}>
            <ProfileForm profile={profile} />
          </Card>
          <ScheduleSection teacherprofileID={profile.id} />
          <ClassesSection teacherprofileID={profile.id} />
        </Space>
      ) : (
        <Alert type="info" showIcon title={t('profile.noProfile')} />
      )}
    </section>
  );
}
