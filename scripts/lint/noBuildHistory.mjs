// @ts-check
/* eslint-disable house/no-build-history -- this file names what the rule forbids */
/**
 * Code and its comments speak of the product, never of how it was built: a tracker's issue
 * number, a round of work ("third wave") or "the seed" (the earlier version the product started
 * from, easily taken for the demo data in db/seed.ts) mean nothing to the next reader. Say the
 * rule or the reason itself; the history is in git.
 */
const HISTORY = [
  { pattern: /\bissues? #?\d+/i, why: 'a tracker issue' },
  { pattern: /\b(first|second|third|fourth|last) wave\b/i, why: 'a round of work' },
  { pattern: /\bquiet rerun\b/i, why: 'a round of measurements' },
  { pattern: /\bthe seed\b|\bseed's\b/i, why: 'the earlier version (or the demo data?)' },
];

/** @param {string} text */
const historyIn = (text) => HISTORY.find(({ pattern }) => pattern.test(text));

/** @type {import('eslint').Rule.RuleModule} */
const noBuildHistory = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments and strings speak of the product, not of how it was built.' },
    schema: [],
    messages: {
      history: 'Speak of the product: "{{text}}" names {{why}}. Say the rule or the reason itself.',
    },
  },
  create(context) {
    const { sourceCode } = context;
    /**
     * @param {import('estree').Node | import('estree').Comment} node
     * @param {string} text
     * @param {number} [textStart] where text starts in the file, to point at the very words
     */
    const check = (node, text, textStart) => {
      const found = historyIn(text);
      const match = found?.pattern.exec(text);
      if (!found || !match || !node.loc) return;
      const start = textStart === undefined ? undefined : textStart + match.index;
      const loc =
        start === undefined
          ? node.loc
          : {
              start: sourceCode.getLocFromIndex(start),
              end: sourceCode.getLocFromIndex(start + match[0].length),
            };
      context.report({ loc, messageId: 'history', data: { text: match[0], why: found.why } });
    };
    return {
      Program() {
        for (const comment of sourceCode.getAllComments()) {
          // The comment's text starts after its `//` or `/*`.
          check(comment, comment.value, comment.range && comment.range[0] + 2);
        }
      },
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.raw);
      },
      /** @param {import('estree').Node & { value: string }} node */
      JSXText(node) {
        check(node, node.value);
      },
    };
  },
};

export default noBuildHistory;
