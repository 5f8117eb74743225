import type { Language } from '../../shared/languages';
import type { NotificationData } from '../../shared/schemas/notification';

type Step = NotificationData<'offer_changed'>;
type Said = (book: string, amount: string) => string;

/**
 * What an offer's step says to its other person (docs/product.md#offers), by language. The
 * subject is one fixed text per language: the book's title is the seller's words (mailTexts.ts).
 */
const STEP_WORDS: Record<
  Language,
  {
    subject: string;
    action: string;
    amount: (value: number) => string;
    said: Record<`${Step['event']}:${Step['to']}`, Said>;
  }
> = {
  en: {
    subject: 'There is news about an offer',
    action: 'Open the conversation',
    amount: (value) => `TK ${new Intl.NumberFormat('en-US').format(value)}`,
    said: {
      'made:seller': (b, a) => `A buyer offered ${a} for ${b}. Accept it, decline it or counter.`,
      'made:buyer': (b, a) => `You offered ${a} for ${b}.`,
      'countered:buyer': (b, a) =>
        `The seller answered your offer for ${b} with ${a}. Accept it or decline it.`,
      'countered:seller': (b, a) => `You answered the offer for ${b} with ${a}.`,
      'accepted:buyer': (b, a) =>
        `The seller accepted ${a} for ${b}. Order the book at that price within 24 hours.`,
      'accepted:seller': (b, a) =>
        `The buyer accepted your price of ${a} for ${b}. They may order it at that price within 24 hours.`,
      'declined:buyer': (b, a) => `The seller declined your offer of ${a} for ${b}.`,
      'declined:seller': (b, a) => `The buyer declined your price of ${a} for ${b}.`,
      'expired:buyer': (b, a) => `The offer of ${a} for ${b} has ended.`,
      'expired:seller': (b, a) => `The offer of ${a} for ${b} has ended.`,
    },
  },
  bn: {
    subject: 'একটি অফারে নতুন খবর আছে',
    action: 'কথোপকথনটি দেখুন',
    amount: (value) => `৳${new Intl.NumberFormat('bn-BD').format(value)}`,
    said: {
      'made:seller': (b, a) =>
        `একজন ক্রেতা ${b} বইটির জন্য ${a} অফার করেছেন। রাজি হোন, না করুন, নয়তো অন্য দাম বলুন।`,
      'made:buyer': (b, a) => `আপনি ${b} বইটির জন্য ${a} অফার করেছেন।`,
      'countered:buyer': (b, a) =>
        `বিক্রেতা ${b} বইটির জন্য আপনার অফারের জবাবে ${a} দাম বলেছেন। রাজি হোন, নয়তো না করুন।`,
      'countered:seller': (b, a) => `আপনি ${b} বইটির অফারের জবাবে ${a} দাম বলেছেন।`,
      'accepted:buyer': (b, a) =>
        `বিক্রেতা ${b} বইটির জন্য ${a} দামে রাজি হয়েছেন। ২৪ ঘণ্টার মধ্যে এই দামে বইটি অর্ডার করুন।`,
      'accepted:seller': (b, a) =>
        `ক্রেতা ${b} বইটির জন্য আপনার বলা ${a} দামে রাজি হয়েছেন। ২৪ ঘণ্টার মধ্যে তিনি এই দামে অর্ডার করতে পারবেন।`,
      'declined:buyer': (b, a) => `বিক্রেতা ${b} বইটির জন্য আপনার ${a} অফারটি নেননি।`,
      'declined:seller': (b, a) => `ক্রেতা ${b} বইটির জন্য আপনার বলা ${a} দামে রাজি হননি।`,
      'expired:buyer': (b, a) => `${b} বইটির ${a} অফারটির মেয়াদ শেষ হয়ে গেছে।`,
      'expired:seller': (b, a) => `${b} বইটির ${a} অফারটির মেয়াদ শেষ হয়ে গেছে।`,
    },
  },
};

export function offerChangedMailWords(
  language: Language,
  data: Step,
): { subject: string; lines: string[]; action: string } {
  const words = STEP_WORDS[language];
  const said = words.said[`${data.event}:${data.to}`];
  return {
    subject: words.subject,
    lines: [said(`“${data.book_title}”`, words.amount(data.amount))],
    action: words.action,
  };
}
