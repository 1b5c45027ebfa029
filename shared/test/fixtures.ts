import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HTTPError } from 'ky';

/** A failed call as the shared client throws it: the server's text and the HTTP status. */
export function httpError(status: number, message: string): HTTPError {
  const error = Object.create(HTTPError.prototype) as HTTPError;
  Object.assign(error, { name: 'HTTPError', message, response: { status } });
  return error;
}

/** Types a date into an MUI X date field labelled `label` (sections: year, month, day). */
export async function pickDate(user: UserEvent, label: string, date: string): Promise<void> {
  const group = screen.getByRole('group', { name: new RegExp(`^${label}`) });
  await user.click(within(group).getAllByRole('spinbutton')[0]!);
  await user.keyboard(date.replace(/-/g, ''));
}
