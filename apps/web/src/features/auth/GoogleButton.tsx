import { Center, Divider, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthConfig, useLoginWithGoogle } from './api';

interface GoogleAccounts {
  id: {
    initialize(options: {
      client_id: string;
      callback: (r: { credential: string }) => void;
      ux_mode?: string;
    }): void;
    renderButton(el: HTMLElement, options: Record<string, unknown>): void;
  };
}

declare global {
  interface Window {
    google?: { accounts: GoogleAccounts };
  }
}

const GIS_SRC = 'https://accounts.google.com/gsi/client';
let gisLoading: Promise<void> | null = null;

function loadGis(): Promise<void> {
  if (window.google?.accounts) return Promise.resolve();
  gisLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      gisLoading = null;
      reject(new Error('Google Identity Services did not load'));
    };
    document.head.appendChild(script);
  });
  return gisLoading;
}

/**
 * Sign in (or up) with Google: rendered only when the server has a Google client id configured.
 * The ID token goes to LoginWithGoogle; the server verifies it.
 */
export function GoogleButton({
  mode,
  onToken,
  onError,
}: {
  mode: 'signin' | 'signup';
  onToken: (token: string, isNew: boolean) => void;
  onError: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const config = useAuthConfig();
  const clientId = config.data?.authConfig.googleClientId ?? null;
  const login = useLoginWithGoogle();
  const holder = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const callbacks = useRef({ onToken, onError, login });
  callbacks.current = { onToken, onError, login };

  useEffect(() => {
    if (!clientId || !holder.current) return;
    let cancelled = false;
    loadGis()
      .then(() => {
        const el = holder.current;
        if (cancelled || !el || !window.google) return;
        window.google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            callbacks.current.login.mutate(credential, {
              onSuccess: (data) =>
                callbacks.current.onToken(
                  data.loginWithGoogle.token,
                  data.loginWithGoogle.user.status === '0',
                ),
              onError: (e) => callbacks.current.onError(e),
            });
          },
        });
        el.replaceChildren();
        window.google.accounts.id.renderButton(el, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: mode === 'signin' ? 'signin_with' : 'signup_with',
          shape: 'pill',
          locale: i18n.language,
          width: 280,
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, mode, i18n.language]);

  if (!clientId) return null;
  return (
    <>
      <Divider label={t('auth.or')} labelPosition="center" />
      <Center>
        <div ref={holder} />
      </Center>
      {failed ? (
        <Text c="dimmed" fz="sm" ta="center">
          {t('auth.googleUnavailable')}
        </Text>
      ) : null}
    </>
  );
}
