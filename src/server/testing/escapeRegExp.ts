/** `text` as a regular expression that matches it literally (for refusals matched one of several). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
