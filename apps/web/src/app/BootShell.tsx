import { useTranslation } from 'react-i18next';
import { SignInBootCard } from '../features/auth/SignInBootCard';
import { WelcomeBootHero } from '../features/welcome/WelcomeBootHero';
import { takeBootProfile } from '../shared/profile/bootProfile';
import { LogoMark } from './LogoMark';

/** The first screen index.html's shell drew: public/theme-init.js decides it before the first paint. */
function bootScreen(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.dataset.boot;
}

/**
 * The router's boot fallback (shown while the first route's loader fetches the current user): the same
 * markup as the critical shell inlined in index.html, styled by its inline `<style>`, so the first paint,
 * this fallback and the app's header follow one another without a jump or a white frame. Where the shell drew
 * the welcome page's hero (a guest on `/`) or the sign-in card (on `/login`), so does this fallback.
 */
export function BootShell() {
  const { t } = useTranslation();
  const screen = bootScreen();
  const profile = screen === 'profile' ? takeBootProfile() : null;
  return (
    <div className="boot" aria-busy="true">
      <div className="boot-header">
        <div className="boot-wrap">
          <span className="boot-logo">
            <LogoMark />
            <span className="boot-name">Stepwise</span>
          </span>
          <span className="boot-bone boot-pill" />
        </div>
      </div>
      <div className="boot-main">
        {profile ? (
          // The server's own markup of the profile (shared/profile/bootProfile.ts), as index.html's shell drew it.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server-made shell, read back
          <div className="boot-wrap" dangerouslySetInnerHTML={{ __html: profile.html }} />
        ) : screen === 'welcome' || screen === 'login' ? (
          <div className="boot-wrap">{screen === 'welcome' ? <WelcomeBootHero /> : <SignInBootCard />}</div>
        ) : (
          <div className="boot-wrap" role="status" aria-label={t('app.loading')}>
            <div className="boot-skel">
              <div className="boot-bone boot-title" />
              <div className="boot-bone boot-line" style={{ width: '92%' }} />
              <div className="boot-bone boot-line" style={{ width: '78%' }} />
              <div className="boot-bone boot-card" />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
