import type { UserProfile } from '@grovekeeper/shared';

/** A complete profile as GET /api/profile answers it. */
export function profileFixture(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: '64b7f0c2a1b2c3d4e5f60718',
    name: 'Eleni Papadopoulou',
    email: 'eleni@example.com',
    phone: '+30 210 000 0000',
    bio: 'Third-generation olive grower.',
    avatar: '',
    location: 'Kalamata, Greece',
    website: 'https://eleni.example.com',
    company: 'Messinia Groves',
    jobTitle: 'Owner',
    education: 'Agricultural University of Athens',
    dateOfBirth: '1984-05-17',
    gender: 'female',
    timezone: 'UTC+2',
    language: 'en',
    interests: ['olives', 'irrigation'],
    createdAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}
