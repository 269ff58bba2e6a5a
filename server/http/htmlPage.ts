/** The plain HTML pages the server renders itself (the local test checkout, the local mailbox), and their escaping. */

/** Text made safe to place in HTML, attribute values included. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface HtmlPage {
  title: string;
  /** The page's own style sheet (the pages' CSP allows only inline styles of theirs). */
  css: string;
  /** Already-escaped HTML of the notice that says what the page is. */
  notice: string;
  /** Already-escaped HTML of the content. */
  body: string;
  /** Whether the title is repeated as the page's heading. */
  heading?: boolean;
  /** The language of its texts: English unless the page is written in the delegate's. */
  lang?: string;
}

/** A whole page, English unless `lang` says otherwise: no index, the notice first, then the content. */
export function htmlPage({ title, css, notice, body, heading = false, lang = 'en' }: HtmlPage): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${css}</style>
</head>
<body>
<main>
${heading ? `<h1>${escapeHtml(title)}</h1>\n` : ''}<p class="notice" role="note">${notice}</p>
${body}
</main>
</body>
</html>`;
}
