import { LogOut } from 'lucide-react';
import { GLOSSARY } from '#shared/text/glossary.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { useSignOut } from '#web/features/auth/api/use-sign-out.ts';
import { NotificationPreferencesCard } from '#web/features/notifications/components/notification-preferences-card.tsx';
import { paths } from '#web/lib/paths.ts';
import { useProfile } from './api/account.ts';
import { ChangePasswordCard } from './components/change-password-card.tsx';
import { DeleteAccountCard } from './components/delete-account-card.tsx';
import { DownloadDataCard } from './components/download-data-card.tsx';
import { ProfileCard } from './components/profile-card.tsx';
import { SessionsCard } from './components/security/sessions-card.tsx';
import { TwoFactorCard } from './components/security/two-factor-card.tsx';

export function SettingsPage() {
  const profile = useProfile();
  const signOut = useSignOut();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <title>Account Settings · Harbor</title>
      <BackLink to={paths.dashboard.getHref()}>{GLOSSARY.backToDashboard}</BackLink>
      <PageHeading
        title="Account Settings"
        actions={
          <Button variant="outline" onClick={() => signOut()}>
            <LogOut aria-hidden="true" className="size-5" />
            Sign Out
          </Button>
        }
      />
      {/* A failed refresh keeps the page on screen: new backup codes shown once, a password being typed. */}
      {!profile.data ? (
        <NotLoaded query={profile} failedTitle="Your settings could not be loaded" />
      ) : (
        <>
          <ProfileCard profile={profile.data} />
          <ChangePasswordCard />
          <TwoFactorCard />
          <SessionsCard />
          <NotificationPreferencesCard />
          <DownloadDataCard />
          <DeleteAccountCard />
        </>
      )}
    </div>
  );
}
