import sanitizeHtml from 'sanitize-html';

/**
 * What the app's rich-text editor produces and nothing more: structure and inline emphasis, links to web and
 * mail addresses. Scripts, styles, event handlers, images, frames and any other scheme (javascript:, data:,
 * protocol-relative //) are dropped; the text inside dropped tags is kept except for script and style bodies.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'a',
    'blockquote',
    'code',
    'pre',
    'br',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link opens without giving the target page a handle on the admin's window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer',
      },
    }),
  },
};

/** Sanitised HTML for storing and sending back; safe to render as HTML in the app. */
export const sanitizeRichText = (html: string) => sanitizeHtml(html, options).trim();
