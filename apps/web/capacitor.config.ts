import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The shells load `dist-native/` (built by `npm run build:native` with the API origin baked in) from the
 * device: the page's origin is `https://localhost` on Android and `capacitor://localhost` on iOS, which
 * the server allows for /graphql (CORS_ORIGINS). An `http://` API (a development server) needs cleartext
 * traffic allowed on Android; it is switched on only then.
 */
const apiOrigin = process.env.VITE_API_ORIGIN?.trim() || 'http://localhost:3000';
const cleartext = apiOrigin.startsWith('http://');

const config: CapacitorConfig = {
  appId: 'app.stepwise.mobile',
  appName: 'Stepwise',
  webDir: 'dist-native',
  ...(cleartext ? { server: { cleartext: true } } : {}),
  plugins: {
    LocalNotifications: {
      // res/drawable/ic_stat_stepwise.xml in the Android project: a white-on-transparent status-bar icon.
      smallIcon: 'ic_stat_stepwise',
      iconColor: '#228BE6',
    },
  },
};

export default config;
