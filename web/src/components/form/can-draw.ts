/**
 * Whether the browser can draw the file as an image: a text file renamed .jpg passes the type and
 * size checks (its type comes from the name) but not this one. Asked before the file replaces a
 * tile's photo, so a refused file never costs the photo that was there. A browser without
 * HTMLImageElement.decode (none of the supported ones) takes the file: the API judges its bytes.
 */
export async function canDraw(file: Blob): Promise<boolean> {
  const image = new Image();
  if (typeof image.decode !== 'function') return true;
  const url = URL.createObjectURL(file);
  try {
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}
