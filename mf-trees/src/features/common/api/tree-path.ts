/** The API path of one tree: every call about a tree starts here. */
export const treePath = (id: string) => `/api/trees/${encodeURIComponent(id)}`;
