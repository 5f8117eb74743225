// @ts-check
import { buildHistoryIn } from './buildHistory.mjs';

/**
 * Comments and strings speak of the product, never of how it was built (buildHistory.mjs says
 * what that excludes and why).
 * @type {import('eslint').Rule.RuleModule}
 */
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
      const found = buildHistoryIn(text);
      if (!found || !node.loc) return;
      const start = textStart === undefined ? undefined : textStart + found.index;
      const loc =
        start === undefined
          ? node.loc
          : {
              start: sourceCode.getLocFromIndex(start),
              end: sourceCode.getLocFromIndex(start + found.words.length),
            };
      context.report({ loc, messageId: 'history', data: { text: found.words, why: found.why } });
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
