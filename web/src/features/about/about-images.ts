/**
 * How wide the about text shows its photos (about-screen.css): the text column on phones and
 * tablets, stepping out of it by 4rem each side from 1024 px. The API gives storage photos a srcset
 * of resized copies; this lets the browser pick the one it needs (720 px on a 390 px phone at 2x).
 */
export const ABOUT_IMAGE_SIZES = '(min-width: 1024px) 768px, (min-width: 768px) 736px, calc(100vw - 2rem)';

/**
 * The about text's images as the page shows them. The first is loaded at once instead of lazily:
 * the API marks every image of a back-office text `loading="lazy"`, but on a phone the about text's
 * first photo is in the first screen and is the page's largest paint, and a lazy image is only asked
 * for once the page has been laid out; it also goes at high priority. Later images stay lazy. Images with a srcset get `sizes`.
 */
export function withAboutImages(html: string): string {
  let first = true;
  return html.replace(/<img\b[^>]*>/g, (tag) => {
    let image = tag;
    // The first photo is the page's largest paint on a phone: asked for at high priority, ahead of
    // the scripts and fonts competing for the phone's bandwidth (as the home's hero).
    if (first) {
      image = image.replace(/\sloading="lazy"/, '');
      if (!/\sfetchpriority="/.test(image)) image = image.replace(/^<img\b/, '<img fetchpriority="high"');
    }
    first = false;
    if (/\ssrcset="/.test(image) && !/\ssizes="/.test(image))
      image = image.replace(/^<img\b/, `<img sizes="${ABOUT_IMAGE_SIZES}"`);
    return image;
  });
}
