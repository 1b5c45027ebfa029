import { api, apiUrl, httpClient } from '@grovekeeper/shared';
import type {
  Contract,
  ContractRatingInput,
  ContractTerminationRequest,
} from '@grovekeeper/shared';
import { contractPath } from '../../common/api/contract-path';

/** Every route after the signature answers `{ contract }`: the contract as it is now. */
interface ContractAnswer {
  contract: Contract;
}

const terminationPath = (contractId: string) => `${contractPath(contractId)}/termination`;

/** POST /api/rental-contracts/:id/termination: either party asks to end early on a date. */
export async function requestTermination(
  contractId: string,
  request: ContractTerminationRequest,
): Promise<Contract> {
  return (await api.post<ContractAnswer>(terminationPath(contractId), request)).contract;
}

/** POST .../termination/accept: the other party agrees; the contract ends on the date. */
export async function acceptTermination(contractId: string): Promise<Contract> {
  return (await api.post<ContractAnswer>(`${terminationPath(contractId)}/accept`)).contract;
}

/** POST .../termination/decline: the other party refuses; the contract goes on. */
export async function declineTermination(contractId: string): Promise<Contract> {
  return (await api.post<ContractAnswer>(`${terminationPath(contractId)}/decline`)).contract;
}

/** DELETE .../termination: the party who asked takes the request back. */
export async function withdrawTermination(contractId: string): Promise<Contract> {
  const answer = await httpClient()
    .delete(apiUrl(terminationPath(contractId)))
    .json<ContractAnswer>();
  return answer.contract;
}

/** PUT /api/rental-contracts/:id/relist: the owner's choice to relist the land at the end. */
export async function setRelistOnCompletion(
  contractId: string,
  relist: boolean,
): Promise<Contract> {
  return (await api.put<ContractAnswer>(`${contractPath(contractId)}/relist`, { relist })).contract;
}

/** POST /api/rental-contracts/:id/ratings: each party rates the other once, after the end. */
export async function rateContract(
  contractId: string,
  rating: ContractRatingInput,
): Promise<Contract> {
  return (await api.post<ContractAnswer>(`${contractPath(contractId)}/ratings`, rating)).contract;
}
