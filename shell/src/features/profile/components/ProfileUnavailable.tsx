import Alert from '@mui/material/Alert';

/** The spec's load-failure text, shared by the profile and settings pages. */
export const PROFILE_LOAD_FAILED = 'Unable to load profile. Please try refreshing the page.';

export function ProfileUnavailable() {
  return <Alert severity="error">{PROFILE_LOAD_FAILED}</Alert>;
}
