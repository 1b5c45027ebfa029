import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import { uploadOrthophoto } from '../api/upload-orthophoto';
import type { Orthophoto, OrthophotoBounds } from '../api/types';
import { t } from '../../../i18n';
import { fixedNumber } from '../../../i18n/numbers';
import '../../../i18n/parts/orthophoto';

export type Edge = keyof OrthophotoBounds;
export const EDGES: readonly Edge[] = ['north', 'south', 'east', 'west'];
/** An edge's name ("North") in the current language. */
export const edgeLabel = (edge: Edge) => t(`orthophoto.upload.edges.${edge}`);

export const ACCEPTED_FILES = '.tif,.tiff,.png,.jpg,.jpeg';
export const MAX_ORTHOPHOTO_MB = 100;

export type EdgeValues = Record<Edge, string>;
export type EdgeErrors = Partial<Record<Edge, string>>;

/** 'tiff' carries its own georeference (usually); 'raster' (PNG/JPEG) needs its edges. */
export type OrthophotoKind = 'tiff' | 'raster' | 'unsupported';

/** By the file's type, else its extension (the server reads the bytes again). */
export function orthophotoKind(file: File): OrthophotoKind {
  const type = file.type.toLowerCase();
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (type === 'image/tiff' || extension === 'tif' || extension === 'tiff') return 'tiff';
  if (type === 'image/png' || type === 'image/jpeg' || ['png', 'jpg', 'jpeg'].includes(extension)) {
    return 'raster';
  }
  return 'unsupported';
}

function fileError(file: File | null): string | null {
  if (!file) return t('orthophoto.upload.errors.fileRequired');
  if (orthophotoKind(file) === 'unsupported') return t('orthophoto.upload.errors.notAnOrthophoto');
  if (file.size > MAX_ORTHOPHOTO_MB * 1024 * 1024) {
    return t('orthophoto.upload.errors.tooLarge', { max: MAX_ORTHOPHOTO_MB });
  }
  return null;
}

/** The edges as numbers, or a message per wrong field (the server checks them again). */
export function validateEdges(values: EdgeValues): {
  errors: EdgeErrors;
  bounds: OrthophotoBounds | null;
} {
  const errors: EdgeErrors = {};
  const numbers: Partial<OrthophotoBounds> = {};
  for (const edge of EDGES) {
    const label = edgeLabel(edge);
    const raw = values[edge].trim();
    const value = Number(raw);
    const latitude = edge === 'north' || edge === 'south';
    const limit = latitude ? 90 : 180;
    if (!raw) errors[edge] = t('orthophoto.upload.errors.required', { edge: label });
    else if (!Number.isFinite(value)) {
      errors[edge] = t('orthophoto.upload.errors.notANumber', { edge: label });
    } else if (value < -limit || value > limit) {
      errors[edge] = latitude
        ? t('orthophoto.upload.errors.latitudeRange', { edge: label, limit })
        : t('orthophoto.upload.errors.longitudeRange', { edge: label, limit });
    } else numbers[edge] = value;
  }
  const { north, south, east, west } = numbers;
  if (north !== undefined && south !== undefined && north <= south) {
    errors.north = t('orthophoto.upload.errors.northSouth');
  }
  if (east !== undefined && west !== undefined && east <= west) {
    errors.east = t('orthophoto.upload.errors.eastWest');
  }
  if (Object.keys(errors).length > 0) return { errors, bounds: null };
  return { errors, bounds: numbers as OrthophotoBounds };
}

const NO_EDGES: EdgeValues = { north: '', south: '', east: '', west: '' };

/** The upload form: the file, the edges a PNG/JPEG needs, client checks, then PUT. */
export function useOrthophotoUploadForm(
  estateId: string,
  onUploaded: (orthophoto: Orthophoto) => void,
) {
  const [file, setFile] = useState<File | null>(null);
  const [edges, setEdges] = useState<EdgeValues>(NO_EDGES);
  /** A TIFF without geo tags needs its edges too. */
  const [tiffNeedsEdges, setTiffNeedsEdges] = useState(false);
  const [fileMessage, setFileMessage] = useState<string | null>(null);
  const [edgeErrors, setEdgeErrors] = useState<EdgeErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const kind = file ? orthophotoKind(file) : null;
  const needsEdges = kind === 'raster' || (kind === 'tiff' && tiffNeedsEdges);

  const chooseFile = (next: File | null) => {
    setFile(next);
    setServerError(null);
    setFileMessage(next ? fileError(next) : null);
  };

  const setEdge = (edge: Edge, value: string) => {
    setEdges((current) => ({ ...current, [edge]: value }));
    setEdgeErrors((current) => ({ ...current, [edge]: undefined }));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setServerError(null);
    const badFile = fileError(file);
    const checked = needsEdges ? validateEdges(edges) : { errors: {}, bounds: null };
    setFileMessage(badFile);
    setEdgeErrors(checked.errors);
    if (badFile || !file || (needsEdges && !checked.bounds)) return;
    setBusy(true);
    try {
      const orthophoto = await uploadOrthophoto(estateId, file, checked.bounds);
      notifySuccess(
        t('orthophoto.upload.uploadedTitle'),
        t('orthophoto.upload.uploaded', {
          width: orthophoto.width,
          height: orthophoto.height,
          resolution: fixedNumber(orthophoto.metresPerPixel, 2),
        }),
      );
      onUploaded(orthophoto);
    } catch (failure) {
      const message = errorMessage(failure, t('orthophoto.upload.errors.failed'));
      setServerError(message);
      notifyError(message);
    } finally {
      setBusy(false);
    }
  };

  return {
    file,
    kind,
    edges,
    needsEdges,
    tiffNeedsEdges,
    setTiffNeedsEdges,
    fileMessage,
    edgeErrors,
    serverError,
    busy,
    chooseFile,
    setEdge,
    submit,
  };
}
