import type { PartyRatings } from './rental';

export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];

/** The User entity of the spec, as `GET /api/profile` answers it. */
export interface UserProfile {
  id: string;
  name: string;
  email: string;
  phone: string;
  bio: string;
  avatar: string;
  location: string;
  website: string;
  company: string;
  jobTitle: string;
  education: string;
  /** Date-only text, YYYY-MM-DD. */
  dateOfBirth: string | null;
  gender: Gender | null;
  timezone: string;
  language: string;
  interests: string[];
  createdAt: string;
  /** As owner: the ratings tenants gave them; as tenant: the ones owners gave (issue 28). */
  ratings?: PartyRatings;
}

export type ProfileUpdate = Partial<Omit<UserProfile, 'id' | 'createdAt' | 'ratings'>>;
