import { useId } from 'react';
import { useT } from '../i18n/useT';

type SafetyTipsProps = {
  /** The heading's level in the page around it: 2 on a page of its own, 3 inside a section. */
  level?: 2 | 3;
  className?: string;
};

const TIPS = ['safety.meetInPublic', 'safety.checkBeforeCash', 'safety.noMoneyAhead'] as const;

/**
 * What to keep in mind when meeting a stranger over a book (docs/product.md#safety-tips): on the
 * book page, the order page and a conversation. A named region, so screen readers can find it (a
 * section, not an aside: an aside in a named section is a landmark that is not top-level).
 */
export function SafetyTips({ level = 2, className = '' }: SafetyTipsProps) {
  const t = useT();
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className={`border border-warning-subtle bg-warning-subtle rounded p-3 ${className}`}
    >
      <Heading id={headingId} className="h6 mb-2">
        {t('safety.title')}
      </Heading>
      <ul className="mb-0 ps-3 small">
        {TIPS.map((tip) => (
          <li key={tip}>{t(tip)}</li>
        ))}
      </ul>
    </section>
  );
}
