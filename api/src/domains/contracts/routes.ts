import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import { callerOf } from '../../lib/actor';
import { requestLanguage } from '../../lib/i18n/request-language';
import { contractFileName, renderContractPdf } from './pdf';
import {
  ApplicationParams,
  Contract,
  ContractList,
  ContractAnswer,
  ContractParams,
  ContractTermsUpdate,
  RatingInput,
  RelistChoice,
  TerminationRequest,
  MyContractsQuery,
  NewContractFromApplication,
  PendingQuery,
  SignContract,
} from './schemas';
import {
  acceptTermination,
  chooseRelist,
  declineTermination,
  rateContract,
  requestTermination,
  withdrawTermination,
} from './after-signature';
import {
  countAwaitingMySignature,
  countMyContracts,
  createFromApplication,
  getContract,
  listAwaitingMySignature,
  listMyContracts,
  requireRecord,
  signContract,
  submitContract,
  updateContractTerms,
} from './service';
import type { Actor } from './service';

export interface ContractsOptions {
  db: Database;
  /** Leave the PDF's content streams uncompressed (for reading them while debugging). */
  uncompressedPdf?: boolean;
}

/** Rental contracts between a listing's owner and an approved applicant. Mounted at /api/rental-contracts. */
export const contractsRoutes: AppPlugin<ContractsOptions> = async (
  app,
  { db, uncompressedPdf = false },
) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['contracts'];
  const security = [{ bearerAuth: [] }];
  const actor = (request: FastifyRequest): Actor => callerOf(request);

  app.post(
    '/from-application/:applicationId',
    {
      schema: {
        tags,
        security,
        summary: 'Draw up a contract from an approved application of one of your listings',
        params: ApplicationParams,
        body: NewContractFromApplication,
        response: { 201: Contract, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preValidation: optionalBody,
    },
    async (request, reply) => {
      const contract = await createFromApplication(
        db,
        actor(request),
        request.params.applicationId,
        request.body,
      );
      return reply.code(201).send(contract);
    },
  );

  app.get(
    '/my',
    {
      schema: {
        tags,
        security,
        summary:
          'Your contracts as owner, tenant or both, newest first (counts=true: with the totals)',
        querystring: MyContractsQuery,
        response: { 200: ContractList, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { role = 'all', page, limit, counts = false } = request.query;
      const [list, totals] = await Promise.all([
        listMyContracts(db, request.userId, role, { page, limit }),
        counts ? countMyContracts(db, request.userId, role) : undefined,
      ]);
      return { contracts: list, ...totals };
    },
  );

  app.get(
    '/pending-signature',
    {
      schema: {
        tags,
        security,
        summary:
          'Contracts awaiting signatures that you have not signed yet, newest first (counts=true: with the total)',
        querystring: PendingQuery,
        response: { 200: ContractList, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { counts = false, ...paging } = request.query;
      const [list, totals] = await Promise.all([
        listAwaitingMySignature(db, request.userId, paging),
        counts ? countAwaitingMySignature(db, request.userId) : undefined,
      ]);
      return { contracts: list, ...totals };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One contract, to its owner and tenant only',
        params: ContractParams,
        response: { 200: Contract, ...errorResponses(401, 404) },
      },
    },
    (request) => getContract(db, request.userId, request.params.id),
  );

  app.put(
    '/:id/terms',
    {
      schema: {
        tags,
        security,
        summary: 'Change the terms of a draft contract (owner only)',
        params: ContractParams,
        body: ContractTermsUpdate,
        response: { 200: Contract, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preValidation: trimTerms,
    },
    (request) => updateContractTerms(db, actor(request), request.params.id, request.body),
  );

  app.put(
    '/:id/submit',
    {
      schema: {
        tags,
        security,
        summary: 'Send a draft contract to both parties for signature (owner only)',
        params: ContractParams,
        response: { 200: Contract, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => submitContract(db, actor(request), request.params.id),
  );

  app.put(
    '/:id/sign',
    {
      schema: {
        tags,
        security,
        summary: 'Sign a contract awaiting signatures, once per party',
        params: ContractParams,
        body: SignContract,
        response: { 200: Contract, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => signContract(db, actor(request), request.params.id, request.body.signatureData),
  );

  // ------------------------------------------------------------ after the signature (issue 28)

  app.post(
    '/:id/termination',
    {
      schema: {
        tags,
        security,
        summary: 'Ask to end a signed or active contract early, on a last day (either party)',
        params: ContractParams,
        body: TerminationRequest,
        response: { 201: ContractAnswer, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await requestTermination(db, actor(request), request.params.id, request.body)),
  );

  app.post(
    '/:id/termination/accept',
    {
      schema: {
        tags,
        security,
        summary: 'Accept the early end the other party asked for',
        params: ContractParams,
        response: { 200: ContractAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => acceptTermination(db, actor(request), request.params.id),
  );

  app.post(
    '/:id/termination/decline',
    {
      schema: {
        tags,
        security,
        summary: 'Decline the early end the other party asked for',
        params: ContractParams,
        response: { 200: ContractAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => declineTermination(db, actor(request), request.params.id),
  );

  app.delete(
    '/:id/termination',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw your own early-end request while it waits for an answer',
        params: ContractParams,
        response: { 200: ContractAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => withdrawTermination(db, actor(request), request.params.id),
  );

  app.put(
    '/:id/relist',
    {
      schema: {
        tags,
        security,
        summary:
          'Choose whether the listing becomes available again when the contract completes (owner only)',
        params: ContractParams,
        body: RelistChoice,
        response: { 200: ContractAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => chooseRelist(db, actor(request), request.params.id, request.body.relist),
  );

  app.post(
    '/:id/ratings',
    {
      schema: {
        tags,
        security,
        summary: 'Rate the other party once, after the contract completed or ended early',
        params: ContractParams,
        body: RatingInput,
        response: { 201: ContractAnswer, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await rateContract(db, actor(request), request.params.id, request.body)),
  );

  app.get(
    '/:id/pdf',
    {
      schema: {
        tags,
        security,
        summary:
          "The contract as a PDF, with its signing certificate as the last page, in the caller's language",
        params: ContractParams,
        response: {
          // Streamed as is; the schema is for the OpenAPI document.
          200: Type.Unsafe<Readable>({
            type: 'string',
            format: 'binary',
            description: 'application/pdf',
          }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const record = await requireRecord(db, request.userId, request.params.id);
      // In the language of the party downloading it: each party gets their own.
      const language = await requestLanguage(request);
      const pdf = renderContractPdf(record, { compress: !uncompressedPdf, language });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-language', language)
        .header(
          'content-disposition',
          `attachment; filename="${contractFileName(record.contract)}"`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf as unknown as Readable);
    },
  );
};

/** Every field of the body is optional, so no body at all means all defaults. */
async function optionalBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
  await trimSpecialTerms(request);
}

/** Special terms are stored trimmed, so a text of spaces is empty. */
async function trimSpecialTerms(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && typeof body.specialTerms === 'string') {
    body.specialTerms = body.specialTerms.trim();
  }
}

/** Trims the special terms and each responsibility, and drops empty responsibilities. */
async function trimTerms(request: FastifyRequest): Promise<void> {
  await trimSpecialTerms(request);
  const body = request.body as Record<string, unknown> | undefined;
  const responsibilities = body?.responsibilities as Record<string, unknown> | undefined;
  if (!responsibilities || typeof responsibilities !== 'object') return;
  for (const side of ['owner', 'tenant']) {
    const items = responsibilities[side];
    if (Array.isArray(items)) {
      responsibilities[side] = items
        .map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
        .filter((item) => item !== '');
    }
  }
}
