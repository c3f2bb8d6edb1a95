import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/*
 * Article bodies are Markdown written by operators (and the seed). They are rendered with marked
 * (GitHub-flavoured) and the result is sanitised with sanitize-html against an allow-list, because
 * Markdown lets raw HTML through: whatever an author typed, the answer has no script, no style, no
 * event handler attribute, no iframe, and no href or src with a scheme other than http(s)/mailto
 * (so `javascript:` and `data:` links lose their href). Links to other sites open in a new window
 * with rel="noopener noreferrer nofollow", so the page opened cannot reach back into the app.
 */

const markdown = new Marked({ gfm: true, breaks: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Dropped with their content: what they hold is code or styling, never text for the reader.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    // The page title is the article's h1; headings inside the body start at h2.
    h1: 'h2',
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const external = href !== undefined && /^https?:\/\//i.test(href.trim());
      return {
        tagName,
        attribs: {
          ...(href === undefined ? {} : { href }),
          ...(title === undefined ? {} : { title }),
          ...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}),
        },
      };
    },
  },
};

/** Markdown → HTML that is safe to insert into the page as is. */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  return sanitizeHtml(html, SANITIZE).trim();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Rendered HTML → its words as plain text on one line (the help centre searches it). */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h\d|tr|pre|blockquote)>|<br\s*\/?>/g, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
