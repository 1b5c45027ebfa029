/** The file name of a Content-Disposition header (`filename="..."`), else `fallback`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match =
    /filename="([^"]+)"/i.exec(disposition ?? '') ?? /filename=([^;\s]+)/i.exec(disposition ?? '');
  const name = match?.[1]?.trim();
  // Only a plain name: never a path the browser could be asked to write elsewhere.
  return name && !/[\\/]/.test(name) ? name : fallback;
}
