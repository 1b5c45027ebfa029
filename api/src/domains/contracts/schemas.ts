import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/**
 * Request and answer shapes of rental contracts, matching shared/src/types/rental.ts
 * (Contract, ContractTerms, ContractSignature, ContractEvent, NewContractFromApplication,
 * ContractTermsUpdate). Money is euros here and integer cents in the database.
 */

export const DEFAULT_SPECIAL_TERMS = 'Standard rental agreement terms apply.';
export const DEFAULT_DURATION_MONTHS = 12;

export const MAX_DURATION_MONTHS = 600;
export const MAX_PRICE_EUROS = 10_000_000;
export const MAX_SPECIAL_TERMS = 5000;
export const MAX_RESPONSIBILITIES = 30;
export const MAX_RESPONSIBILITY_LENGTH = 300;
export const MAX_SIGNATURE_DATA = 1000;

const Id = Type.String({ pattern: '^[0-9a-f]{24}$' });
const Timestamp = Type.String({ description: 'ISO 8601 timestamp' });
const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);
const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

const Status = Type.Union(
  ['draft', 'pending_signature', 'signed', 'active', 'completed', 'terminated'].map((status) =>
    Type.Literal(status),
  ),
);
const PaymentFrequency = Type.Union([
  Type.Literal('monthly'),
  Type.Literal('seasonal'),
  Type.Literal('yearly'),
]);
const Party = Type.Union([Type.Literal('owner'), Type.Literal('tenant')]);

const PartyWithEmail = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
});

const Signature = Type.Object({
  signed: Type.Boolean(),
  signedAt: NullableTimestamp,
  termsHash: Type.Union([Type.String(), Type.Null()], {
    description: 'SHA-256 (hex) of the canonical terms this party agreed to',
  }),
});

const Responsibilities = Type.Object({
  owner: Type.Array(Type.String()),
  tenant: Type.Array(Type.String()),
});

export const ContractTerms = Type.Object({
  rentalPeriod: Type.Object({
    startDate: Type.String(),
    endDate: Type.String(),
    duration: Type.Integer({ description: 'Months' }),
  }),
  price: Type.Object({
    amount: Type.Number({ description: 'Euros' }),
    paymentFrequency: PaymentFrequency,
  }),
  specialTerms: Type.String(),
  responsibilities: Responsibilities,
  allowedCrops: Type.Array(Type.String()),
  landArea: Type.Number({ description: 'Hectares' }),
});

export const CONTRACT_EVENT_ACTIONS = [
  'created',
  'terms_changed',
  'submitted',
  'signed',
  'activated',
  'completed',
  'termination_requested',
  'termination_accepted',
  'termination_declined',
  'termination_withdrawn',
  'terminated',
  'rated',
] as const;

export const ContractEvent = Type.Object({
  action: Type.Union(CONTRACT_EVENT_ACTIONS.map((action) => Type.Literal(action))),
  actor: Type.Object(
    { _id: Type.String(), name: Type.String() },
    { description: "The scheduled job's events: _id '' and name 'Grovekeeper'" },
  ),
  party: Type.Union([Party, Type.Null()]),
  at: Timestamp,
  endDate: Type.Optional(
    Type.String({ description: 'termination_*: the proposed or agreed last day (YYYY-MM-DD)' }),
  ),
  score: Type.Optional(Type.Integer({ description: 'rated: the score given' })),
});

export const MAX_TERMINATION_REASON = 1000;
export const MAX_RATING_COMMENT = 1000;

export const ContractTermination = Type.Object({
  requestedBy: Party,
  requestedAt: Timestamp,
  endDate: Type.String({ description: 'The proposed last day, YYYY-MM-DD' }),
  reason: Type.String(),
  status: Type.Union(
    ['pending', 'accepted', 'declined', 'withdrawn'].map((status) => Type.Literal(status)),
  ),
  decidedAt: NullableTimestamp,
});
export type ContractTermination = Static<typeof ContractTermination>;

export const ContractRating = Type.Object({
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String(),
  createdAt: Timestamp,
});
export type ContractRating = Static<typeof ContractRating>;

export const Contract = Type.Object({
  _id: Id,
  id: Id,
  contractNumber: Type.String({ description: 'RC-<year>-<6 digits>' }),
  status: Status,
  estate: Type.Object({
    _id: Type.Union([Type.String(), Type.Null()]),
    name: Type.String(),
    address: Type.String(),
    landArea: Type.Number({ description: 'Hectares' }),
  }),
  rentalId: Type.Union([Type.String(), Type.Null()]),
  applicationId: Type.Union([Type.String(), Type.Null()]),
  owner: PartyWithEmail,
  tenant: PartyWithEmail,
  createdAt: Timestamp,
  submittedAt: NullableTimestamp,
  signedAt: NullableTimestamp,
  activatedAt: NullableTimestamp,
  completedAt: NullableTimestamp,
  terminatedAt: NullableTimestamp,
  relistOnCompletion: Type.Boolean({
    description: "The owner's choice: the listing becomes available again on completion",
  }),
  termination: Type.Union([ContractTermination, Type.Null()], {
    description: 'The latest early-end request, if any',
  }),
  ratings: Type.Object(
    {
      owner: Type.Union([ContractRating, Type.Null()]),
      tenant: Type.Union([ContractRating, Type.Null()]),
    },
    { description: 'owner: what the owner said of the tenant; tenant: of the owner' },
  ),
  signatures: Type.Object({ owner: Signature, tenant: Signature }),
  contractTerms: ContractTerms,
  termsHash: Type.String({ description: 'SHA-256 (hex) of the canonical terms' }),
  timeline: Type.Array(ContractEvent, { description: 'Oldest first' }),
});
export type Contract = Static<typeof Contract>;
export type ContractTerms = Static<typeof ContractTerms>;
export type ContractEvent = Static<typeof ContractEvent>;

const Count = (description: string) => Type.Optional(Type.Integer({ minimum: 0, description }));

/** A page of contracts; with `counts=true`, how many the list holds over all its pages. */
export const ContractList = Type.Object({
  contracts: Type.Array(Contract),
  total: Count('With counts=true: contracts in the list over all pages'),
  asOwner: Count('With counts=true on /my: of those, where the user is the owner'),
  asTenant: Count('With counts=true on /my: of those, where the user is the tenant'),
});

const WithCounts = Type.Optional(
  Type.Boolean({
    default: false,
    description: 'Also answer the counts over all pages (total; on /my also asOwner, asTenant)',
  }),
);

export const ContractParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const ApplicationParams = Type.Object({ applicationId: Type.String({ maxLength: 64 }) });

export const MyContractsQuery = Type.Object({
  role: Type.Optional(
    Type.Union([Type.Literal('all'), Type.Literal('owner'), Type.Literal('tenant')], {
      default: 'all',
    }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 100 })),
  counts: WithCounts,
});

export const PendingQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 100 })),
  counts: WithCounts,
});

const Duration = Type.Integer({ minimum: 1, maximum: MAX_DURATION_MONTHS, description: 'Months' });
const SpecialTerms = Type.String({ maxLength: MAX_SPECIAL_TERMS });

export const NewContractFromApplication = Type.Object(
  {
    startDate: Type.Optional(DateOnly),
    endDate: Type.Optional(DateOnly),
    duration: Type.Optional(Duration),
    specialTerms: Type.Optional(SpecialTerms),
  },
  { additionalProperties: false },
);
export type NewContractFromApplication = Static<typeof NewContractFromApplication>;

const ResponsibilityList = Type.Array(Type.String({ maxLength: MAX_RESPONSIBILITY_LENGTH }), {
  maxItems: MAX_RESPONSIBILITIES,
});

export const ContractTermsUpdate = Type.Object(
  {
    rentalPeriod: Type.Object(
      { startDate: DateOnly, endDate: DateOnly, duration: Duration },
      { additionalProperties: false },
    ),
    price: Type.Object(
      {
        amount: Type.Number({
          minimum: 0.01,
          maximum: MAX_PRICE_EUROS,
          description: 'Euros, at most 2 decimals',
        }),
        paymentFrequency: PaymentFrequency,
      },
      { additionalProperties: false },
    ),
    specialTerms: SpecialTerms,
    responsibilities: Type.Object(
      { owner: ResponsibilityList, tenant: ResponsibilityList },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type ContractTermsUpdate = Static<typeof ContractTermsUpdate>;

export const SignContract = Type.Object(
  {
    signatureData: Type.String({
      minLength: 1,
      maxLength: MAX_SIGNATURE_DATA,
      description: 'A text stating agreement plus a timestamp',
    }),
  },
  { additionalProperties: false },
);

/** The answer of the routes after the signature (issue 28). */
export const ContractAnswer = Type.Object({ contract: Contract });

export const TerminationRequest = Type.Object(
  {
    endDate: DateOnly,
    reason: Type.Optional(Type.String({ maxLength: MAX_TERMINATION_REASON, default: '' })),
  },
  { additionalProperties: false },
);
export type TerminationRequest = Static<typeof TerminationRequest>;

export const RelistChoice = Type.Object(
  { relist: Type.Boolean() },
  { additionalProperties: false },
);

export const RatingInput = Type.Object(
  {
    score: Type.Integer({ minimum: 1, maximum: 5 }),
    comment: Type.Optional(Type.String({ maxLength: MAX_RATING_COMMENT, default: '' })),
  },
  { additionalProperties: false },
);
export type RatingInput = Static<typeof RatingInput>;
