/**
 * Notifications (issue 28): the kinds of things a person is told of, and how each is
 * delivered by default. The API writes notifications of these kinds; the browser apps list,
 * filter and set preferences by them. Written once, here.
 */
export const NOTIFICATION_KINDS = [
  // Rentals: to the owner when an application arrives, to the applicant when it is decided.
  'rental_application_received',
  'rental_application_approved',
  'rental_application_rejected',
  // Contracts: to the other party at each step.
  'contract_drawn_up',
  'contract_submitted',
  'contract_signed_by_other',
  'contract_fully_signed',
  'contract_termination_requested',
  'contract_terminated',
  'contract_starting',
  'contract_ending_soon',
  'contract_ended',
  // Workforce.
  'job_application_received',
  'job_application_approved',
  'job_application_rejected',
  'job_application_withdrawn',
  'worker_rated',
  // Harvests: recorded (to owners and managers), decided (to the one who recorded it).
  'harvest_recorded',
  'harvest_decided',
  // Estate teams.
  'team_invitation',
  'team_role_changed',
  'team_removed',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a kind is delivered: in the product, by e-mail, both, or not at all. */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'both', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Kinds that ask the person to act: delivered in the product and by e-mail by default. */
export const ACTION_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'rental_application_received',
  'contract_submitted',
  'contract_termination_requested',
  'job_application_received',
  'harvest_recorded',
  'team_invitation',
];

/** The default channel of each kind: things that need action both, the rest in the product. */
export function defaultNotificationChannel(kind: NotificationKind): NotificationChannel {
  return ACTION_NOTIFICATION_KINDS.includes(kind) ? 'both' : 'app';
}

/** The groups the notifications page filters by. */
export const NOTIFICATION_GROUPS = {
  rentals: [
    'rental_application_received',
    'rental_application_approved',
    'rental_application_rejected',
  ],
  contracts: [
    'contract_drawn_up',
    'contract_submitted',
    'contract_signed_by_other',
    'contract_fully_signed',
    'contract_termination_requested',
    'contract_terminated',
    'contract_starting',
    'contract_ending_soon',
    'contract_ended',
  ],
  jobs: [
    'job_application_received',
    'job_application_approved',
    'job_application_rejected',
    'job_application_withdrawn',
    'worker_rated',
  ],
  harvests: ['harvest_recorded', 'harvest_decided'],
  team: ['team_invitation', 'team_role_changed', 'team_removed'],
} as const satisfies Record<string, readonly NotificationKind[]>;
