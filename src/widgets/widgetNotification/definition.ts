import { defineWidget } from '../framework/widgetTypes';
import { notificationConfigs } from './notificationConfig';

export const widgetNotification = defineWidget({
  name: 'widgetNotification',
  displayName: 'Notifications',
  title: 'Notifications',
  description:
    'Your alerts, newest first: dividend dates, splits, earnings, your portfolio’s value, the market’s and your portfolio’s top movers, and watchlist price alerts. Choose the kinds and a security below. Only you see it: it cannot be embedded.',
  type: 'Table',
  defaultLayout: { w: 2, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs: notificationConfigs,
  configVersion: 1,
  load: () => import('./NotificationWidget').then((module) => module.NotificationWidget),
});
