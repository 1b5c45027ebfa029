/**
 * The form two texts are compared in when searching, one copy for the browser and the API:
 * accents and other marks removed, lower case, final sigma as sigma. 'Καλαμάτα',
 * 'ΚΑΛΑΜΑΤΑ' and 'καλαματα' all give 'καλαματα'; 'Café' gives 'cafe'; 'Μεσσηνίας' gives
 * 'μεσσηνιασ'. A search matches when the key of the text contains the key of what was typed.
 * The API's SQL searches fold their columns to the same form (api/src/lib/search-key.ts).
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ς/g, 'σ')
    .normalize('NFC');
}

/** Whether `text` contains `query` when both are compared by their search keys (an empty query matches all). */
export function matchesSearch(text: string | null | undefined, query: string): boolean {
  const key = searchKey(query.trim());
  return key === '' || searchKey(text ?? '').includes(key);
}
