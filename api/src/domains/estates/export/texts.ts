import type { DocumentLanguage } from '../../../lib/i18n/document-format';

/**
 * The fixed texts of the estate exports (issue 29), once per language: the CSV headers and
 * the title of a file of all estates. What the owner wrote (names, titles, categories,
 * notes) and the stored states are written as they are, so every file reads back the same.
 */
export interface ExportTexts {
  /** The KML document's name when it holds all the caller's estates. */
  allEstates: string;
  csv: {
    estate: string;
    code: string;
    title: string;
    category: string;
    state: string;
    plantingYear: string;
    latitude: string;
    longitude: string;
    notes: string;
    createdAt: string;
    updatedAt: string;
    treeId: string;
  };
}

export const EXPORT_TEXTS: Record<DocumentLanguage, ExportTexts> = {
  en: {
    allEstates: 'Grovekeeper estates',
    csv: {
      estate: 'Estate',
      code: 'Code',
      title: 'Title',
      category: 'Category',
      state: 'State',
      plantingYear: 'Planting Year',
      latitude: 'Latitude',
      longitude: 'Longitude',
      notes: 'Notes',
      createdAt: 'Created At (UTC)',
      updatedAt: 'Updated At (UTC)',
      treeId: 'Tree ID',
    },
  },
  el: {
    allEstates: 'Κτήματα Grovekeeper',
    csv: {
      estate: 'Κτήμα',
      code: 'Κωδικός',
      title: 'Τίτλος',
      category: 'Είδος',
      state: 'Κατάσταση',
      plantingYear: 'Έτος φύτευσης',
      latitude: 'Γεωγραφικό πλάτος',
      longitude: 'Γεωγραφικό μήκος',
      notes: 'Σημειώσεις',
      createdAt: 'Δημιουργία (UTC)',
      updatedAt: 'Τελευταία αλλαγή (UTC)',
      treeId: 'Αναγνωριστικό δέντρου',
    },
  },
};
