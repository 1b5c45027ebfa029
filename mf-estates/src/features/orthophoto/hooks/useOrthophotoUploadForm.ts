import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import { uploadOrthophoto } from '../api/upload-orthophoto';
import type { Orthophoto, OrthophotoBounds } from '../api/types';

export type Edge = keyof OrthophotoBounds;
export const EDGES: readonly Edge[] = ['north', 'south', 'east', 'west'];
export const EDGE_LABELS: Record<Edge, string> = {
  north: 'North',
  south: 'South',
  east: 'East',
  west: 'West',
};

export const ACCEPTED_FILES = '.tif,.tiff,.png,.jpg,.jpeg';
export const MAX_ORTHOPHOTO_MB = 100;
export const FILE_REQUIRED = 'Please choose an orthophoto file';
export const NOT_AN_ORTHOPHOTO = 'The orthophoto must be a GeoTIFF, PNG or JPEG image';
export const FILE_TOO_LARGE = `The orthophoto must be at most ${MAX_ORTHOPHOTO_MB} MB`;
export const UPLOAD_FAILED = 'Failed to upload the orthophoto';

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
  if (!file) return FILE_REQUIRED;
  if (orthophotoKind(file) === 'unsupported') return NOT_AN_ORTHOPHOTO;
  if (file.size > MAX_ORTHOPHOTO_MB * 1024 * 1024) return FILE_TOO_LARGE;
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
    const label = EDGE_LABELS[edge];
    const raw = values[edge].trim();
    const value = Number(raw);
    const latitude = edge === 'north' || edge === 'south';
    const limit = latitude ? 90 : 180;
    if (!raw) errors[edge] = `${label} is required`;
    else if (!Number.isFinite(value)) errors[edge] = `${label} must be a number of degrees`;
    else if (value < -limit || value > limit) {
      errors[edge] =
        `${label} must be a ${latitude ? 'latitude' : 'longitude'} from -${limit} to ${limit}`;
    } else numbers[edge] = value;
  }
  const { north, south, east, west } = numbers;
  if (north !== undefined && south !== undefined && north <= south) {
    errors.north = 'North must be greater than South';
  }
  if (east !== undefined && west !== undefined && east <= west) {
    errors.east = 'East must be greater than West';
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
        'Aerial image uploaded',
        `${orthophoto.width} × ${orthophoto.height} px at ${orthophoto.metresPerPixel.toFixed(2)} m/px.`,
      );
      onUploaded(orthophoto);
    } catch (failure) {
      const message = errorMessage(failure, UPLOAD_FAILED);
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
