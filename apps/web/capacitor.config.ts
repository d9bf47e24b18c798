import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'app.stepwise.mobile',
  appName: 'Stepwise',
  webDir: 'dist',
  plugins: {
    LocalNotifications: {
      // res/drawable/ic_stat_stepwise.xml in the Android project: a white-on-transparent status-bar icon.
      smallIcon: 'ic_stat_stepwise',
      iconColor: '#228BE6',
    },
  },
};

export default config;
