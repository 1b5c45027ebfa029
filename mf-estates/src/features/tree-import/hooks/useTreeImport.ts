import { useRef, useState } from 'react';
import { errorMessage } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { importTrees } from '../api/import-trees';
import type { ColumnMapping, ImportField, ImportReport } from '../types';
import { csvHeader, fileKind, fileProblem } from '../utils/file-kind';
import type { FileKind } from '../utils/file-kind';
import '../../../i18n/parts/treeImport';

export type ImportPhase = 'idle' | 'checking' | 'checked' | 'importing' | 'done';

/**
 * The tree import's steps: a file is chosen and checked at once (a dry run, the server
 * recognising its columns); each change of a column checks it again with the mapping on
 * screen; Import sends the same file and mapping for real. An answer that arrives after a
 * newer check started is dropped, so the screen always shows the latest mapping's report.
 */
export function useTreeImport(estateId: string, onImported: (report: ImportReport) => void) {
  const { t } = useT();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<FileKind>('csv');
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [columns, setColumns] = useState<string[]>([]);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [report, setReport] = useState<ImportReport | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const check = async (chosen: File, wanted: ColumnMapping | null) => {
    const ticket = ++latest.current;
    setPhase('checking');
    setError(null);
    try {
      const answer = await importTrees(estateId, chosen, wanted, true);
      if (ticket !== latest.current) return;
      setReport(answer);
      setColumns(answer.columns);
      setMapping(answer.mapping);
    } catch (failure) {
      if (ticket !== latest.current) return;
      setReport(null);
      setError(errorMessage(failure, t('treeImport.errors.checkFailed')));
      // Columns the server could not recognise can still be mapped by hand.
      if (!wanted && fileKind(chosen) === 'csv') {
        setColumns(await csvHeader(chosen).catch(() => []));
      }
    }
    if (ticket === latest.current) setPhase('checked');
  };

  const chooseFile = (chosen: File | null) => {
    if (!chosen || phase === 'importing') return;
    latest.current++;
    setResult(null);
    setReport(null);
    setColumns([]);
    setMapping({});
    const problem = fileProblem(chosen);
    if (problem) {
      setFile(null);
      setPhase('idle');
      setError(t(`treeImport.errors.${problem}`));
      return;
    }
    setFile(chosen);
    setKind(fileKind(chosen));
    void check(chosen, null);
  };

  const changeField = (field: ImportField, column: string) => {
    if (!file) return;
    const next = { ...mapping };
    if (column === '') delete next[field];
    else next[field] = column;
    setMapping(next);
    void check(file, next);
  };

  const importNow = async () => {
    if (!file || !report || report.accepted === 0) return;
    const ticket = ++latest.current;
    setPhase('importing');
    setError(null);
    try {
      const answer = await importTrees(
        estateId,
        file,
        Object.keys(mapping).length > 0 ? mapping : null,
        false,
      );
      if (ticket !== latest.current) return;
      setResult(answer);
      setPhase('done');
      onImported(answer);
    } catch (failure) {
      if (ticket !== latest.current) return;
      setError(errorMessage(failure, t('treeImport.errors.importFailed')));
      setPhase('checked');
    }
  };

  return {
    file,
    kind,
    phase,
    columns,
    mapping,
    report,
    result,
    error,
    chooseFile,
    changeField,
    importNow,
  };
}
