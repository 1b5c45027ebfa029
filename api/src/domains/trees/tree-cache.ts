import type { Tree, TreePhoto } from './schemas';

interface Entry {
  ownerId: string;
  tree: Tree;
  /** Known once the public tag page was read. */
  photos?: TreePhoto[];
}

/**
 * Single trees as GET /api/trees/:id and GET /api/trees/qr/:code answer them (and their
 * photos, once the public tag page asked for them), kept in
 * memory only where every change is announced in-process before the writing statement
 * returns (the embedded PGlite, see migrations 0003 and 0004): tree writes and estate
 * deletions drop an estate's trees, estate renames too, photo changes drop one tree.
 * A hit costs no query, which the single PGlite connection would otherwise serialise.
 * Loads that overlap an invalidation are answered but not kept (see `mark`). Least
 * recently used entries go first once `maxEntries` is reached.
 */
export class TreeDetailCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byEstate = new Map<string, Set<string>>();
  /** `${ownerId} ${code}` → tree id; a hint, checked against the entry on every use. */
  private readonly byCode = new Map<string, string>();
  /** code → tree id, for any caller (codes are unique); a hint like byCode. */
  private readonly anyByCode = new Map<string, string>();
  private invalidations = 0;

  constructor(private readonly maxEntries = 10_000) {}

  get size(): number {
    return this.entries.size;
  }

  get(ownerId: string, id: string): Tree | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.ownerId !== ownerId) return undefined;
    // Most recently used last.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.tree;
  }

  /**
   * The kept tree with its estate's owner, whoever asks (the caller's role on the estate
   * is checked by the caller, see access.ts).
   */
  entry(id: string): { ownerId: string; tree: Tree } | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    this.entries.set(id, entry);
    return { ownerId: entry.ownerId, tree: entry.tree };
  }

  /** The kept tree whose QR or text code is `code`, with its estate's owner (see entry). */
  entryByCode(code: string): { ownerId: string; tree: Tree } | undefined {
    const id = this.anyByCode.get(code);
    const found = id === undefined ? undefined : this.entry(id);
    return found && (found.tree.qrCode === code || found.tree.textCode === code)
      ? found
      : undefined;
  }

  /** Anyone's tree with its photos, for the public tag page. */
  getWithPhotos(id: string): { tree: Tree; photos: TreePhoto[] } | undefined {
    const entry = this.entries.get(id);
    if (!entry?.photos) return undefined;
    this.get(entry.ownerId, id);
    return { tree: entry.tree, photos: entry.photos };
  }

  getByCode(ownerId: string, code: string): Tree | undefined {
    const id = this.byCode.get(`${ownerId} ${code}`);
    const tree = id === undefined ? undefined : this.get(ownerId, id);
    return tree && (tree.qrCode === code || tree.textCode === code) ? tree : undefined;
  }

  /** A mark to pass to `set` for a load started now. */
  mark(): number {
    return this.invalidations;
  }

  /**
   * Keeps the tree (with its photos, or those already known: an entry that is still here
   * is current) unless something was invalidated since `mark`, which the load may predate.
   */
  set(
    mark: number,
    ownerId: string,
    tree: Tree,
    { code, photos }: { code?: string; photos?: TreePhoto[] } = {},
  ): void {
    if (mark !== this.invalidations) return;
    const known = this.entries.get(tree.id)?.photos;
    this.remove(tree.id);
    this.entries.set(tree.id, { ownerId, tree, photos: photos ?? known });
    let ids = this.byEstate.get(tree.estateId);
    if (!ids) this.byEstate.set(tree.estateId, (ids = new Set()));
    ids.add(tree.id);
    if (code !== undefined) {
      this.byCode.set(`${ownerId} ${code}`, tree.id);
      this.anyByCode.set(code, tree.id);
    }
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.remove(oldest);
    }
  }

  /**
   * The estate's trees changed, or the estate itself (renamed, deleted). Codes are
   * forgotten everywhere: a new tree elsewhere may now own a code by its QR code, which
   * takes precedence over another tree's text code.
   */
  invalidateEstate(estateId: string): void {
    this.invalidations += 1;
    for (const id of this.byEstate.get(estateId) ?? []) this.remove(id);
    this.byCode.clear();
    this.anyByCode.clear();
  }

  /** The tree's photos changed. */
  invalidateTree(treeId: string): void {
    this.invalidations += 1;
    this.remove(treeId);
  }

  private remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    const ids = this.byEstate.get(entry.tree.estateId);
    ids?.delete(id);
    if (ids?.size === 0) this.byEstate.delete(entry.tree.estateId);
  }
}
