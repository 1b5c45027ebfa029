/** The API path of one contract, with the id encoded (ids come from the URL). */
export function contractPath(contractId: string): string {
  return `/api/rental-contracts/${encodeURIComponent(contractId)}`;
}
