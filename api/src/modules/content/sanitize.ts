import type sanitize from 'sanitize-html';
import { imageSrcset, type ImageUrlSettings } from '../../images/image-urls.js';

// Upstream HTML comes from an editor and is untrusted: keep formatting and images, drop scripts,
// event handlers, styles and any URL scheme but http(s) and mailto.
// sanitize-html and its parsers (htmlparser2, postcss) are imported on the first text sanitised,
// not at start: no answer before it needs them (bench/RESULTS.md section 15), and Node keeps the module once loaded.
function optionsFor(sanitizeHtml: typeof sanitize, images: ImageUrlSettings | undefined): sanitize.IOptions {
  return {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
      img: (tagName, { srcset: _editors, ...attribs }) => {
        // A storage photo is offered at the widths /img makes (an editor's 1600 px original is
        // ~190 KB; a phone needs a 720 px one); the page says how wide it shows it (`sizes`).
        // Only srcsets we write: the editor's own is dropped.
        const source = attribs['src'];
        const width = Number(attribs['width']) || undefined;
        const srcset = images && source ? imageSrcset(source, width, images) : undefined;
        return {
          tagName,
          attribs: { ...attribs, ...(srcset && srcset !== source ? { srcset } : {}), loading: 'lazy' },
        };
      },
    },
  };
}

/** Sanitised HTML; with `images`, storage images also get a srcset of resized copies (/img). */
export async function sanitizeUpstreamHtml(html: string, images?: ImageUrlSettings): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(html, optionsFor(sanitizeHtml, images));
}
