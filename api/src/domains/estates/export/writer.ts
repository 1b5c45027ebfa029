import type { DocumentLanguage } from '../../../lib/i18n/document-format';
import type { Estate } from '../schemas';
import type { ExportedTree } from '../trees-port';

/** What every writer is given: the estates in file order, and a reader of each one's trees. */
export interface ExportSource {
  /** The file's title (the estate's name, or the texts' allEstates). */
  title: string;
  estates: readonly Estate[];
  /** The estate's trees, page by page (the trees port). */
  trees: (estate: Estate) => AsyncIterable<ExportedTree[]>;
  language: DocumentLanguage;
}

/** Writes a file as text chunks, about one page of trees each, for a streamed answer. */
export type ExportWriter = (source: ExportSource) => AsyncGenerator<string>;
