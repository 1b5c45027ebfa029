/** The API's limit on a title (NewTree schema). */
export const TITLE_MAX_LENGTH = 120;
