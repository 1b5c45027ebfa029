import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess, saveBlob } from '@grovekeeper/shared';
import type { Contract } from '@grovekeeper/shared';
import { downloadContractPdf } from '../api/download-contract-pdf';
import { signContract } from '../api/sign-contract';
import { submitContract } from '../api/submit-contract';
import {
  CONTRACT_SIGNED,
  CONTRACT_SUBMITTED,
  DOWNLOAD_PDF_FAILED,
  SIGN_FAILED,
  SUBMIT_FAILED,
} from '../../common/utils/messages';
import { signatureDataFor } from '../utils/signature-data';
import { t } from '../../../i18n';

export type ContractAction = 'submit' | 'sign' | 'download';

/** Submit for signature, sign and download the PDF; one at a time, each with its toast. */
export function useContractActions(contract: Contract | null, onChanged: (c: Contract) => void) {
  const [busy, setBusy] = useState<ContractAction | null>(null);

  const run = async (
    action: ContractAction,
    work: (current: Contract) => Promise<void>,
    /** A key of the `contracts` namespace (messages.ts). */
    fallback: string,
  ) => {
    if (!contract || busy) return false;
    setBusy(action);
    try {
      await work(contract);
      return true;
    } catch (failure) {
      notifyError(errorMessage(failure, t(fallback)));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const submit = () =>
    run(
      'submit',
      async (current) => {
        onChanged(await submitContract(current._id));
        notifySuccess(t(CONTRACT_SUBMITTED));
      },
      SUBMIT_FAILED,
    );

  const sign = (signerName: string) =>
    run(
      'sign',
      async (current) => {
        const data = signatureDataFor(signerName, current.contractNumber);
        onChanged(await signContract(current._id, data));
        notifySuccess(t(CONTRACT_SIGNED));
      },
      SIGN_FAILED,
    );

  const download = () =>
    run(
      'download',
      async (current) => {
        const pdf = await downloadContractPdf(current._id);
        saveBlob(pdf, `contract-${current.contractNumber || current._id}.pdf`);
      },
      DOWNLOAD_PDF_FAILED,
    );

  return { busy, submit, sign, download };
}
