export const SETTINGS_SUBTITLE = 'Manage your appearance and account preferences';
