// The notifications domain's public face: what app.ts and the events domain may use.
export { notificationsRoutes } from './routes';
export { notifyEvents, NOTIFICATION_CHANNEL } from './fanout';
export { notifyHarvest, notifyTeam } from './fanout';
export { createMailer, notificationMailRoutes } from './mail';
