/** Ours: conversations between a buyer and a seller (docs/product.md#messages). */
import type { CatalogShape } from '../../catalogShape';

export const messages = {
  pageTitle: 'মেসেজ',
  inboxLoading: 'আপনার কথোপকথনগুলো আসছে…',
  inboxEmpty: 'এখনো কোনো কথোপকথন নেই। কোনো বই নিয়ে বিক্রেতাকে জিজ্ঞেস করতে বইটির পাতা খুলুন।',
  showMore: 'আরও কথোপকথন দেখুন',
  removedByAdmin: 'অ্যাডমিন মেসেজটি মুছে দিয়েছেন',
  noMessageYet: 'এখনো কোনো মেসেজ নেই',
  lastMine: 'আপনি: {body}',
  // Bangla counts have one form; `#` writes the number in Bangla digits.
  unread: '{count, plural, other {#টি না-পড়া মেসেজ}}',
  aboutBook: '{title} বই নিয়ে',
  bookCoverAlt: '{title} বইয়ের প্রচ্ছদ',
  conversationLoading: 'কথোপকথন আসছে…',
  conversationLog: '{name}-এর সাথে মেসেজ',
  allMessages: 'সব মেসেজ',
  loadOlder: 'আগের মেসেজ দেখুন',
  noMessages: 'এখনো কোনো মেসেজ নেই। প্রথম মেসেজটি লিখুন।',
  you: 'আপনি',
  newMessageFrom: '{name} নতুন মেসেজ পাঠিয়েছেন: {body}',
  composeLabel: 'আপনার মেসেজ',
  composeHint: 'Enter চাপলে পাঠানো হবে, Shift+Enter চাপলে নতুন লাইন।',
  characterCount: '{max, number} অক্ষরের মধ্যে {count, number}',
  send: 'পাঠান',
  sending: 'পাঠানো হচ্ছে…',
  loadFailed: 'মেসেজগুলো লোড করা যায়নি।',
  report: 'রিপোর্ট করুন',
  reported: 'আপনি এই কথোপকথনটি অ্যাডমিনের কাছে রিপোর্ট করেছেন।',
  askIntro: 'এই বই নিয়ে {name}-কে জিজ্ঞেস করুন। আপনার প্রথম মেসেজেই কথোপকথন শুরু হবে।',
  offerPreview: 'বইটির দাম নিয়ে অফার',
  offerStep:
    '{event, select, made {{price} অফার করেছেন} countered {পাল্টা দাম {price}} accepted {{price}-এ রাজি} declined {{price}-এর অফার নাকচ} other {{price}-এর অফারের মেয়াদ শেষ}}',
} satisfies CatalogShape['messages'];
