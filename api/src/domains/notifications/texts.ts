import type { NotificationKind } from '@grovekeeper/constants';
import type { Language } from '../../lib/i18n/request-language';

/** What a notification's text names: who acted and on what. */
export interface NotificationVars {
  actor: string;
  subject: string;
  /** A day, written for the reader ("30 September 2031"); '' when the kind names none. */
  date?: string;
}

/** A YYYY-MM-DD day as the reader writes it: "30 September 2031", "30 Σεπτεμβρίου 2031". */
export function formatDay(language: Language, day: string): string {
  return new Intl.DateTimeFormat(language === 'el' ? 'el-GR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

type Texts = Partial<Record<NotificationKind, (vars: NotificationVars) => [string, string]>>;

/**
 * The title and body of each kind, in English and Greek. The title names who and what
 * ("Nikos Papadakis applied to Koroni Hillside Olives"); the body says what to do next.
 */
const en: Texts = {
  rental_application_received: ({ actor, subject }) => [
    `${actor} applied to ${subject}`,
    'Open the listing’s applications to approve or reject it.',
  ],
  rental_application_approved: ({ actor, subject }) => [
    `${actor} approved your application to ${subject}`,
    'The owner will draw up the contract.',
  ],
  rental_application_rejected: ({ actor, subject }) => [
    `${actor} rejected your application to ${subject}`,
    'Other listings may suit you.',
  ],
  contract_drawn_up: ({ actor, subject }) => [
    `${actor} drew up the contract for ${subject}`,
    'Read the terms before they are submitted for signature.',
  ],
  contract_submitted: ({ actor, subject }) => [
    `${actor} submitted the contract for ${subject} for signature`,
    'Read the terms and sign.',
  ],
  contract_signed_by_other: ({ actor, subject }) => [
    `${actor} signed the contract for ${subject}`,
    'Your signature is the one missing.',
  ],
  contract_fully_signed: ({ actor, subject }) => [
    `${actor} signed: the contract for ${subject} is fully signed`,
    'Both parties have signed the contract.',
  ],
  job_application_received: ({ actor, subject }) => [
    `${actor} applied to ${subject}`,
    'Open the job’s applications to review it.',
  ],
  job_application_approved: ({ actor, subject }) => [
    `${actor} approved your application to ${subject}`,
    'The employer will be in touch about the work.',
  ],
  job_application_rejected: ({ actor, subject }) => [
    `${actor} rejected your application to ${subject}`,
    'Other jobs may suit you.',
  ],
  job_application_withdrawn: ({ actor, subject }) => [
    `${actor} withdrew their application to ${subject}`,
    'The application is no longer waiting for you.',
  ],
  worker_rated: ({ actor, subject }) => [
    `${actor} rated your work on ${subject}`,
    'The rating is on your worker profile.',
  ],
  harvest_recorded: ({ actor, subject }) => [
    `${actor} recorded a harvest of ${subject}`,
    'It waits for your approval.',
  ],
  harvest_decided: ({ actor, subject }) => [
    `${actor} reviewed your harvest of ${subject}`,
    'Open the tree to see the decision.',
  ],
  team_invitation: ({ actor, subject }) => [
    `${actor} invited you to the team of ${subject}`,
    'Open the invitation to accept it.',
  ],
  team_role_changed: ({ actor, subject }) => [
    `${actor} changed your role on ${subject}`,
    'What you may do on the estate has changed.',
  ],
  team_removed: ({ actor, subject }) => [
    `${actor} removed you from the team of ${subject}`,
    'You no longer see this estate.',
  ],
  contract_termination_requested: ({ actor, subject, date }) => [
    `${actor} asked to end the contract for ${subject} early`,
    `The proposed last day is ${date}. Open the contract to accept or decline.`,
  ],
  contract_terminated: ({ actor, subject, date }) => [
    `${actor} agreed to end the contract for ${subject} early`,
    `The contract ends after ${date}.`,
  ],
  contract_starting: ({ subject, date }) => [
    `The contract for ${subject} is now active`,
    `The rental started on ${date}.`,
  ],
  contract_ending_soon: ({ subject, date }) => [
    `The contract for ${subject} ends soon`,
    `Its last day is ${date}. The owner can choose whether to relist the land.`,
  ],
  contract_ended: ({ subject, date }) => [
    `The contract for ${subject} has ended`,
    `Its last day was ${date}. You can now rate the other party.`,
  ],
};

const el: Texts = {
  rental_application_received: ({ actor, subject }) => [
    `Ο/Η ${actor} έκανε αίτηση για ${subject}`,
    'Ανοίξτε τις αιτήσεις της αγγελίας για να την εγκρίνετε ή να την απορρίψετε.',
  ],
  rental_application_approved: ({ actor, subject }) => [
    `Ο/Η ${actor} ενέκρινε την αίτησή σας για ${subject}`,
    'Ο ιδιοκτήτης θα συντάξει το συμβόλαιο.',
  ],
  rental_application_rejected: ({ actor, subject }) => [
    `Ο/Η ${actor} απέρριψε την αίτησή σας για ${subject}`,
    'Άλλες αγγελίες ίσως σας ταιριάζουν.',
  ],
  contract_drawn_up: ({ actor, subject }) => [
    `Ο/Η ${actor} συνέταξε το συμβόλαιο για ${subject}`,
    'Διαβάστε τους όρους πριν υποβληθούν για υπογραφή.',
  ],
  contract_submitted: ({ actor, subject }) => [
    `Ο/Η ${actor} υπέβαλε το συμβόλαιο για ${subject} για υπογραφή`,
    'Διαβάστε τους όρους και υπογράψτε.',
  ],
  contract_signed_by_other: ({ actor, subject }) => [
    `Ο/Η ${actor} υπέγραψε το συμβόλαιο για ${subject}`,
    'Λείπει μόνο η δική σας υπογραφή.',
  ],
  contract_fully_signed: ({ actor, subject }) => [
    `Ο/Η ${actor} υπέγραψε: το συμβόλαιο για ${subject} υπογράφηκε πλήρως`,
    'Και τα δύο μέρη υπέγραψαν το συμβόλαιο.',
  ],
  job_application_received: ({ actor, subject }) => [
    `Ο/Η ${actor} έκανε αίτηση για ${subject}`,
    'Ανοίξτε τις αιτήσεις της εργασίας για να την εξετάσετε.',
  ],
  job_application_approved: ({ actor, subject }) => [
    `Ο/Η ${actor} ενέκρινε την αίτησή σας για ${subject}`,
    'Ο εργοδότης θα επικοινωνήσει μαζί σας για τη δουλειά.',
  ],
  job_application_rejected: ({ actor, subject }) => [
    `Ο/Η ${actor} απέρριψε την αίτησή σας για ${subject}`,
    'Άλλες εργασίες ίσως σας ταιριάζουν.',
  ],
  job_application_withdrawn: ({ actor, subject }) => [
    `Ο/Η ${actor} απέσυρε την αίτησή του/της για ${subject}`,
    'Η αίτηση δεν περιμένει πλέον απάντηση από εσάς.',
  ],
  worker_rated: ({ actor, subject }) => [
    `Ο/Η ${actor} αξιολόγησε τη δουλειά σας στο ${subject}`,
    'Η αξιολόγηση φαίνεται στο προφίλ εργάτη σας.',
  ],
  harvest_recorded: ({ actor, subject }) => [
    `Ο/Η ${actor} κατέγραψε συγκομιδή στο ${subject}`,
    'Περιμένει την έγκρισή σας.',
  ],
  harvest_decided: ({ actor, subject }) => [
    `Ο/Η ${actor} εξέτασε τη συγκομιδή σας στο ${subject}`,
    'Ανοίξτε το δέντρο για να δείτε την απόφαση.',
  ],
  team_invitation: ({ actor, subject }) => [
    `Ο/Η ${actor} σας προσκάλεσε στην ομάδα του ${subject}`,
    'Ανοίξτε την πρόσκληση για να την αποδεχτείτε.',
  ],
  team_role_changed: ({ actor, subject }) => [
    `Ο/Η ${actor} άλλαξε τον ρόλο σας στο ${subject}`,
    'Άλλαξαν όσα μπορείτε να κάνετε στο κτήμα.',
  ],
  team_removed: ({ actor, subject }) => [
    `Ο/Η ${actor} σας αφαίρεσε από την ομάδα του ${subject}`,
    'Δεν βλέπετε πλέον αυτό το κτήμα.',
  ],
  contract_termination_requested: ({ actor, subject, date }) => [
    `Ο/Η ${actor} ζήτησε πρόωρη λήξη του συμβολαίου για ${subject}`,
    `Η προτεινόμενη τελευταία ημέρα είναι ${date}. Ανοίξτε το συμβόλαιο για να αποδεχτείτε ή να απορρίψετε.`,
  ],
  contract_terminated: ({ actor, subject, date }) => [
    `Ο/Η ${actor} αποδέχτηκε την πρόωρη λήξη του συμβολαίου για ${subject}`,
    `Το συμβόλαιο λήγει μετά τις ${date}.`,
  ],
  contract_starting: ({ subject, date }) => [
    `Το συμβόλαιο για ${subject} είναι πλέον ενεργό`,
    `Η μίσθωση ξεκίνησε στις ${date}.`,
  ],
  contract_ending_soon: ({ subject, date }) => [
    `Το συμβόλαιο για ${subject} λήγει σύντομα`,
    `Η τελευταία του ημέρα είναι ${date}. Ο ιδιοκτήτης μπορεί να επιλέξει αν θα διαθέσει ξανά τη γη.`,
  ],
  contract_ended: ({ subject, date }) => [
    `Το συμβόλαιο για ${subject} έληξε`,
    `Η τελευταία του ημέρα ήταν ${date}. Μπορείτε τώρα να αξιολογήσετε το άλλο μέρος.`,
  ],
};

const TEXTS: Record<Language, Texts> = { en, el };

/** The kinds this process writes (the fan-out's kinds); the others wait for their events. */
export const WIRED_KINDS = Object.keys(en) as NotificationKind[];

/** Title and body of a notification in the recipient's language (English as fallback). */
export function notificationText(
  language: Language,
  kind: NotificationKind,
  vars: NotificationVars,
): { title: string; body: string } {
  const text = TEXTS[language][kind] ?? en[kind];
  const [title, body] = text ? text(vars) : [kind, ''];
  return { title, body };
}

const MAIL: Record<Language, { open: string; unsubscribe: string }> = {
  en: { open: 'Open in Grovekeeper', unsubscribe: 'Stop these e-mails' },
  el: { open: 'Άνοιγμα στο Grovekeeper', unsubscribe: 'Διακοπή αυτών των e-mail' },
};

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The mail of a notification: plain text and HTML with the absolute link and unsubscribe. */
export function notificationMail(
  language: Language,
  text: { title: string; body: string },
  url: string,
  unsubscribe: string,
): { subject: string; textBody: string; htmlBody: string } {
  const words = MAIL[language];
  return {
    subject: text.title,
    textBody: `${text.title}\n\n${text.body}\n\n${words.open}: ${url}\n\n${words.unsubscribe}: ${unsubscribe}\n`,
    htmlBody:
      `<!doctype html><html lang="${language}"><body>` +
      `<p><strong>${escapeHtml(text.title)}</strong></p><p>${escapeHtml(text.body)}</p>` +
      `<p><a href="${escapeHtml(url)}">${escapeHtml(words.open)}</a></p>` +
      `<p style="font-size:12px"><a href="${escapeHtml(unsubscribe)}">${escapeHtml(words.unsubscribe)}</a></p>` +
      `</body></html>`,
  };
}
