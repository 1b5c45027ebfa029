/** The four edges of a north-up image, in WGS84 degrees. */
export interface OrthophotoBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** An estate's orthophoto, as GET and PUT /api/estates/:id/orthophoto answer it. */
export interface Orthophoto {
  width: number;
  height: number;
  bounds: OrthophotoBounds;
  /** Ground size of one pixel at the image centre. */
  metresPerPixel: number;
  /** ISO 8601 timestamp. */
  uploadedAt: string;
}

/** One detected crown: where it stands and how sure the detector is (0..1). */
export interface DetectedTree {
  lat: number;
  lng: number;
  confidence: number;
}

/** POST /api/estates/:id/detect-trees: the trees found inside the estate's boundary. */
export interface EstateDetection {
  treesInBoundary: number;
  /** The analysed image with the boundary and the crowns drawn (readable without sign-in). */
  snapshotUrl: string;
  message: string;
  trees: DetectedTree[];
  /** With `create: true`: how many trees were added. */
  created?: number;
}

export const orthophotoPath = (estateId: string) =>
  `/api/estates/${encodeURIComponent(estateId)}/orthophoto`;
