import type { Language } from '../../shared/languages';
import type { NotificationData } from '../../shared/schemas/notification';
import type { OrderEventReason } from '../../shared/schemas/orderLife';

type Said = (book: string) => string;

/**
 * What an order's change says to its other person (docs/decisions/0053), by language. The
 * subject is one fixed text per language: the book's title is the seller's words (mailTexts.ts).
 */
const CHANGE_WORDS: Record<
  Language,
  { subject: string; action: string; said: Record<OrderEventReason, Said> }
> = {
  en: {
    subject: 'There is news about an order',
    action: 'Open the order',
    said: {
      placed: (b) => `A buyer ordered ${b} to pay in cash when you meet.`,
      paid_online: (b) => `${b} was paid online. The money is held until the handover.`,
      handed_over: (b) => `The handover of ${b} is confirmed: the sale is complete.`,
      meetup_proposed: (b) =>
        `A new meet-up time was proposed for ${b}. Agree to it or propose another.`,
      meetup_agreed: (b) => `The meet-up time for ${b} was agreed.`,
      handover_locked: (b) =>
        `Five wrong handover codes were typed for ${b}. Confirming the handover is locked for 15 minutes.`,
      expired: (b) => `The order of ${b} was cancelled: it was not paid in time.`,
      cancelled_by_buyer: (b) => `The buyer cancelled the order of ${b}. The book is free again.`,
      seller_no_show: (b) =>
        `The order of ${b} was cancelled: the buyer did not come to the meet-up.`,
      cash_hold_expired: (b) =>
        `The order of ${b} was cancelled: nobody confirmed the handover long after the meet-up time, so the book is free again.`,
      not_handed_over_in_time: (b) =>
        `The order of ${b} was cancelled and its payment refunded: it was not handed over in time.`,
      listing_deleted: (b) => `The order of ${b} was cancelled: the seller removed the book.`,
      sold_to_another_buyer: (b) => `The order of ${b} was cancelled: another buyer got the book.`,
      problem_reported: (b) => `The buyer reported a problem with ${b}. The admin will look at it.`,
      problem_refunded: (b) =>
        `The admin refunded the order of ${b}. The admin's note is on the order.`,
      problem_closed: (b) =>
        `The admin closed the problem report about ${b}. The admin's note is on the order.`,
      refund_pending: (b) =>
        `The refund for ${b} could not be made yet. It is tried again until the money is back.`,
      refunded: (b) => `The payment for ${b} was refunded.`,
    },
  },
  bn: {
    subject: 'একটি অর্ডারে নতুন খবর আছে',
    action: 'অর্ডারটি দেখুন',
    said: {
      placed: (b) => `একজন ক্রেতা ${b} বইটি অর্ডার করেছেন, দেখা হলে নগদে দাম দেবেন।`,
      paid_online: (b) =>
        `${b} বইটির দাম অনলাইনে দেওয়া হয়েছে। হাতে হাতে বই দেওয়া পর্যন্ত টাকাটা আমাদের কাছে থাকবে।`,
      handed_over: (b) => `${b} বইটি হাতে হাতে দেওয়া নিশ্চিত হয়েছে: বিক্রি সম্পন্ন।`,
      meetup_proposed: (b) =>
        `${b} বইটির জন্য দেখা করার নতুন সময় প্রস্তাব করা হয়েছে। রাজি হোন, নয়তো অন্য সময় বলুন।`,
      meetup_agreed: (b) => `${b} বইটির জন্য দেখা করার সময় ঠিক হয়েছে।`,
      handover_locked: (b) =>
        `${b} বইটির জন্য পাঁচবার ভুল কোড দেওয়া হয়েছে। ১৫ মিনিট হস্তান্তর নিশ্চিত করা যাবে না।`,
      expired: (b) => `${b} বইটির অর্ডার বাতিল হয়েছে: সময়মতো পেমেন্ট হয়নি।`,
      cancelled_by_buyer: (b) => `ক্রেতা ${b} বইটির অর্ডার বাতিল করেছেন। বইটি আবার বিক্রির জন্য খোলা।`,
      seller_no_show: (b) => `${b} বইটির অর্ডার বাতিল হয়েছে: ক্রেতা দেখা করতে আসেননি।`,
      cash_hold_expired: (b) =>
        `${b} বইটির অর্ডার বাতিল হয়েছে: দেখা করার সময়ের অনেক পরেও কেউ হস্তান্তর নিশ্চিত করেননি, তাই বইটি আবার বিক্রির জন্য খোলা।`,
      not_handed_over_in_time: (b) =>
        `${b} বইটির অর্ডার বাতিল হয়েছে, টাকা ফেরত দেওয়া হয়েছে: সময়মতো বইটি হাতে দেওয়া হয়নি।`,
      listing_deleted: (b) => `${b} বইটির অর্ডার বাতিল হয়েছে: বিক্রেতা বইটি সরিয়ে ফেলেছেন।`,
      sold_to_another_buyer: (b) => `${b} বইটির অর্ডার বাতিল হয়েছে: বইটি আরেকজন ক্রেতা পেয়েছেন।`,
      problem_reported: (b) =>
        `ক্রেতা ${b} বইটি নিয়ে একটি সমস্যার কথা জানিয়েছেন। অ্যাডমিন বিষয়টি দেখবেন।`,
      problem_refunded: (b) => `অ্যাডমিন ${b} বইটির টাকা ফেরত দিয়েছেন। অ্যাডমিনের নোট অর্ডারে আছে।`,
      problem_closed: (b) =>
        `${b} বইটির সমস্যার অভিযোগ অ্যাডমিন বন্ধ করেছেন। অ্যাডমিনের নোট অর্ডারে আছে।`,
      refund_pending: (b) =>
        `${b} বইটির টাকা এখনো ফেরত দেওয়া যায়নি। টাকা ফেরত না যাওয়া পর্যন্ত আবার চেষ্টা করা হবে।`,
      refunded: (b) => `${b} বইটির টাকা ফেরত দেওয়া হয়েছে।`,
    },
  },
};

export function orderChangedMailWords(
  language: Language,
  data: NotificationData<'order_changed'>,
): { subject: string; lines: string[]; action: string } {
  const words = CHANGE_WORDS[language];
  return {
    subject: words.subject,
    lines: [words.said[data.change](`“${data.book_title}”`)],
    action: words.action,
  };
}
