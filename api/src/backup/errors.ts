/**
 * A refusal or failure a person can act on: the commands print its message alone (no
 * stack trace) and exit with 1.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
