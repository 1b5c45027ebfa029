import type { EstateRole } from '../types/team';
import type { LatLng, TreeState } from '../types/estate';
import type { NewHarvest, Tree } from '../types/tree';

/** A tree kept on the phone for work without signal (issue 26). */
export interface OfflineTree {
  /** Whom this copy was stored for ('' before the upgrade gave it an owner): only they see it. */
  userId: string;
  id: string;
  estateId: string;
  estateName: string;
  /** The tree's text code, what a scanned tag names (the QR code is kept as `qrCode`). */
  code: string;
  /** The tree's QR code, when it differs from its text code. */
  qrCode?: string;
  title: string;
  category: string;
  state: TreeState;
  notes: string;
  coordinates: LatLng | null;
  version: number;
  role?: EstateRole;
  updatedAt: string;
  thumbnail: Blob | null;
  /** Where `thumbnail` came from ('' when there is none): fetched again only when it changes. */
  thumbnailUrl?: string;
  /** When this copy was stored (ISO). */
  storedAt: string;
}

export type ChangeKind = 'tree' | 'photo' | 'harvest';
export type ChangeStatus = 'waiting' | 'sending' | 'failed' | 'conflict';

export interface TreeFieldsChange {
  state?: TreeState;
  notes?: string;
  title?: string;
  category?: string;
  /** The tagging screen's body (spec §7) also sends these back as the tree has them. */
  textCode?: string;
  coordinates?: LatLng;
  /** The notes again, under the name older servers read (spec §7). */
  photo?: string;
}

export interface ChangeConflict {
  /** The fields someone else changed since (the 409 body's `fields`). */
  fields: string[];
  /** The values this change sent for those fields. */
  mine: Record<string, unknown>;
  /** The tree's values now for those fields. */
  theirs: Record<string, unknown>;
  /** The tree as it is now (the 409 body's `current`). */
  current: Tree;
  changedBy: { id: string; name: string } | null;
  changedAt: string | null;
}

export interface QueuedChange {
  /** Made on the device (crypto.randomUUID), sent as Idempotency-Key. */
  id: string;
  /** Global order of creation. */
  seq: number;
  /** Who made it: only the signed-in user's changes are sent. */
  userId: string;
  treeId: string;
  estateId: string | null;
  /** "title (code)", for lists. */
  treeLabel: string;
  kind: ChangeKind;
  fields?: TreeFieldsChange;
  photo?: { file: Blob; fileName: string; caption: string };
  harvest?: NewHarvest;
  /** The tree's version the change started from (If-Match, kind tree). */
  baseVersion: number | null;
  /** ISO time on the device (body recordedAt). */
  recordedAt: string;
  status: ChangeStatus;
  attempts: number;
  /** Epoch ms before which the sender does not try again (back-off); null: at once. */
  nextAttemptAt: number | null;
  /** The server's `error` text when it refused (status failed). */
  error: string | null;
  conflict: ChangeConflict | null;
}

export type SubmitResult =
  | { status: 'sent'; tree?: Tree; body: unknown }
  | { status: 'queued'; change: QueuedChange }
  | { status: 'conflict'; change: QueuedChange };

export interface TreeRef {
  id: string;
  version: number | null;
  label: string;
  estateId?: string | null;
}

/** An estate whose trees are kept on the phone. */
export interface OfflineEstate {
  /** Whom it was stored for ('' before the upgrade gave it an owner): only they see it. */
  userId: string;
  estateId: string;
  estateName: string;
  trees: number;
  storedAt: string;
  /** Stored because the user is field staff there (refreshed and kept automatically). */
  automatic: boolean;
}

export interface SyncStatus {
  online: boolean;
  waiting: number;
  failed: number;
  conflicts: number;
  sending: boolean;
  lastSyncedAt: string | null;
}
