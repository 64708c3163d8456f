import { Outlet } from 'react-router';
import { useAuth } from '../core/auth/authContext';
import { SignOutButton } from '../ui/SignOutButton';
import type { Language } from '../core/i18n/i18n';
import { PendingChanges } from '../ui/PendingChanges';
import { CartButton } from '../shop/cart/CartButton';
import { useUpdateTeacherProfile } from '../core/profile/teacherProfileMutations';
import { useSyncEngine } from '../core/sync/useSyncEngine';
import { AppShell } from '../ui/AppShell';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { SideMenu } from '../ui/SideMenu';
import { teacherMenu } from './teacherMenu';
import { AnnouncementBanner } from './announcements/AnnouncementBanner';
import { EmailVerificationNotice } from './account/EmailVerificationNotice';

/** /app: the teacher app layout (001 section 2). The language choice is also kept on the teacher's profile. */
export default function TeacherLayout() {
  const { user } = useAuth();
  const updateProfile = useUpdateTeacherProfile();
  const profile = user?.teacherProfile ?? null;
  // Everything she may use offline is kept in step, whatever screen she opened (issue 15).
  useSyncEngine(profile?.id ?? null);

  const rememberLanguage = (language: Language) => {
    if (profile && profile.translateI18n !== language) {
      updateProfile(profile, { translateI18n: language }).catch((error: unknown) => console.error(error));
    }
  };

  return (
    <AppShell
      home="/app"
      menu={(onNavigate) => <SideMenu entries={teacherMenu} onNavigate={onNavigate} />}
      actions={
        <>
          <PendingChanges />
          <CartButton />
          <LanguageSwitch onChange={rememberLanguage} />
          <SignOutButton />
        </>
      }
    >
      <EmailVerificationNotice />
      <AnnouncementBanner />
      <Outlet />
    </AppShell>
  );
}
