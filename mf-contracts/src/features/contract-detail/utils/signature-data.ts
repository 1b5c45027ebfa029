/** The text a party signs with (spec §7): a statement of agreement plus an ISO timestamp. */
export function signatureDataFor(
  signerName: string,
  contractNumber: string,
  at: Date = new Date(),
): string {
  const who = signerName.trim() || 'The signing party';
  return `${who} has read and agrees to the terms of rental contract #${contractNumber}. Signed at ${at.toISOString()}`;
}
