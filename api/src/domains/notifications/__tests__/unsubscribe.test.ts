import { unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from '../unsubscribe';

const SECRET = 'a-test-secret-of-enough-length-for-hmac';
const USER = 'u'.repeat(24);

describe('unsubscribe links', () => {
  it('verify for the person and kind they were made for', () => {
    const token = unsubscribeToken(SECRET, USER, 'contract_submitted');
    expect(verifyUnsubscribeToken(SECRET, USER, 'contract_submitted', token)).toBe(true);
  });

  it('cannot be turned into another kind, another person or another secret', () => {
    const token = unsubscribeToken(SECRET, USER, 'contract_submitted');
    expect(verifyUnsubscribeToken(SECRET, USER, 'harvest_recorded', token)).toBe(false);
    expect(verifyUnsubscribeToken(SECRET, 'v'.repeat(24), 'contract_submitted', token)).toBe(false);
    expect(verifyUnsubscribeToken(`${SECRET}x`, USER, 'contract_submitted', token)).toBe(false);
    expect(verifyUnsubscribeToken(SECRET, USER, 'contract_submitted', `${token}x`)).toBe(false);
    expect(verifyUnsubscribeToken(SECRET, USER, 'contract_submitted', '')).toBe(false);
  });

  it('refuses a kind the product does not have', () => {
    expect(verifyUnsubscribeToken(SECRET, USER, 'no_such_kind', 'x')).toBe(false);
  });

  it('make an absolute link with the person, kind and token in its query', () => {
    const link = new URL(unsubscribeUrl('https://grove.example/', SECRET, USER, 'team_invitation'));
    expect(link.origin + link.pathname).toBe('https://grove.example/api/notifications/unsubscribe');
    expect(link.searchParams.get('u')).toBe(USER);
    expect(link.searchParams.get('k')).toBe('team_invitation');
    const token = link.searchParams.get('t') ?? '';
    expect(verifyUnsubscribeToken(SECRET, USER, 'team_invitation', token)).toBe(true);
  });
});
