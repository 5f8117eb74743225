/** Small text helpers shared by the generated docs and the docs' own checks. */

/** The words of a text, a code span (`GET /api/ready`) kept whole: Markdown cannot break it. */
function words(text: string) {
  return text.match(/(?:`[^`]*`|[^\s`])+/g) ?? [];
}

/** Words laid out in lines of at most `width` characters (a longer word keeps its own line). */
export function wrap(text: string, width: number, firstPrefix: string, restPrefix: string) {
  const lines: string[] = [];
  let line = firstPrefix;
  let lineHasWords = false;
  for (const word of words(text)) {
    if (lineHasWords && line.length + 1 + word.length > width) {
      lines.push(line);
      line = restPrefix + word;
    } else {
      line += (lineHasWords ? ' ' : '') + word;
    }
    lineHasWords = true;
  }
  lines.push(line);
  return lines;
}

/**
 * The anchor GitHub gives a heading: lower case, punctuation dropped (hyphens and underscores
 * kept), each space a hyphen. Repeated headings get -1, -2... (see headingSlugs).
 */
export function headingSlug(heading: string) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');
}

/** Every heading anchor of a Markdown text, outside fenced code blocks. */
export function headingSlugs(markdown: string) {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const text = fenced ? undefined : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (!text) continue;
    const slug = headingSlug(text);
    const count = seen.get(slug) ?? 0;
    slugs.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return slugs;
}
