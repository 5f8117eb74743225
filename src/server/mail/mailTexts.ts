import type { Language } from '../../shared/languages';
import type { CancellationReason } from '../../shared/schemas/notification';
import type { NotificationContent } from './links';
import { moderationMailWords } from './moderationMailTexts';
import { offerChangedMailWords } from './offerMailTexts';
import { orderChangedMailWords } from './orderMailTexts';

/**
 * What each notification's mail says, in English and in Bangla as a reader in Bangladesh would
 * say it. Plain strings: renderMail.ts escapes them for HTML. The wording follows the
 * Notifications page's (docs/product.md#notifications); the mail is read outside the product,
 * so its text names the book (always in quotation marks) and the person in full.
 */
export interface MailWords {
  /**
   * One fixed text per kind and language. Titles and names are other people's words: in a
   * subject, the line an inbox shows before anything says who wrote it, they would let anyone
   * send "FREE MONEY, log in at ..." from our address to whoever they order from or write to.
   */
  subject: string;
  /** Paragraphs, in order. */
  lines: string[];
  /** The link's label: where the reader goes to see what happened. */
  action: string;
}

export interface MailFrame {
  greeting: (name: string) => string;
  /** Why the mail came and where to stop them: the text before, the profile link's label, after. */
  footer: [before: string, profileLink: string, after: string];
}

const quoted = (title: string) => `“${title}”`;

const CANCELLED_BECAUSE: Record<Language, Record<CancellationReason, string>> = {
  en: {
    expired: 'It was not paid in time.',
    sold_to_another_buyer: 'Another buyer paid for the book first.',
    listing_deleted: 'The seller removed the book.',
  },
  bn: {
    expired: 'সময়মতো পেমেন্ট না হওয়ায় অর্ডারটি বাতিল হয়েছে।',
    sold_to_another_buyer: 'আরেকজন ক্রেতা আগেই বইটির পেমেন্ট করে ফেলেছেন।',
    listing_deleted: 'বিক্রেতা বইটি সরিয়ে ফেলেছেন।',
  },
};

function englishWords(n: NotificationContent): MailWords {
  switch (n.kind) {
    case 'book_ordered':
      return {
        subject: 'A buyer ordered your book',
        lines: [
          `${n.data.buyer_name} ordered your book ${quoted(n.data.book_title)}. The order now waits for their payment.`,
        ],
        action: 'Open My Products',
      };
    case 'order_paid':
      return {
        subject: 'A buyer paid for your book',
        lines: [
          `${n.data.buyer_name} paid for ${quoted(n.data.book_title)}.`,
          `Where they want to meet: ${n.data.meeting_place}`,
        ],
        action: 'Open My Products',
      };
    case 'order_cancelled':
      return {
        subject: 'Your order was cancelled',
        lines: [
          `Your order of ${quoted(n.data.book_title)} was cancelled.`,
          CANCELLED_BECAUSE.en[n.data.reason],
        ],
        action: 'Open My Orders',
      };
    case 'seller_verified':
      return {
        subject: 'You are now a verified seller',
        lines: ['An admin verified your account. Buyers now see that you are a verified seller.'],
        action: 'Open My Products',
      };
    case 'new_message':
      return {
        subject: 'You have a new message',
        lines: [`${n.data.sender_name} sent you a message about ${quoted(n.data.book_title)}.`],
        action: 'Read the message',
      };
    case 'new_review':
      return {
        subject: 'You have a new review',
        lines: [
          `A buyer of ${quoted(n.data.book_title)} rated you ${n.data.rating} out of 5 stars.`,
        ],
        action: 'See your reviews',
      };
    case 'report_received':
    case 'report_resolved':
    case 'report_outcome':
    case 'listing_approval':
      return moderationMailWords.en(n);
    case 'order_changed':
      return orderChangedMailWords('en', n.data);
    case 'offer_changed':
      return offerChangedMailWords('en', n.data);
  }
}

/** Numbers in Bangla digits, as Bangla text writes them (৪, not 4). */
const bnNumber = (value: number) => new Intl.NumberFormat('bn-BD').format(value);

function banglaWords(n: NotificationContent): MailWords {
  switch (n.kind) {
    case 'book_ordered':
      return {
        subject: 'একজন ক্রেতা আপনার বই অর্ডার করেছেন',
        lines: [
          `${n.data.buyer_name} আপনার ${quoted(n.data.book_title)} বইটি অর্ডার করেছেন। অর্ডারটি এখন তাঁর পেমেন্টের অপেক্ষায় আছে।`,
        ],
        action: 'আমার বই দেখুন',
      };
    case 'order_paid':
      return {
        subject: 'একজন ক্রেতা আপনার বইয়ের পেমেন্ট করেছেন',
        lines: [
          `${n.data.buyer_name} ${quoted(n.data.book_title)} বইটির পেমেন্ট করেছেন।`,
          `ক্রেতা যেখানে দেখা করতে চান: ${n.data.meeting_place}`,
        ],
        action: 'আমার বই দেখুন',
      };
    case 'order_cancelled':
      return {
        subject: 'আপনার অর্ডার বাতিল হয়েছে',
        lines: [
          `আপনার ${quoted(n.data.book_title)} বইটির অর্ডার বাতিল হয়েছে।`,
          CANCELLED_BECAUSE.bn[n.data.reason],
        ],
        action: 'আমার অর্ডার দেখুন',
      };
    case 'seller_verified':
      return {
        subject: 'আপনি এখন যাচাই করা বিক্রেতা',
        lines: [
          'অ্যাডমিন আপনার অ্যাকাউন্ট যাচাই করেছেন। ক্রেতারা এখন দেখবেন যে আপনি যাচাই করা বিক্রেতা।',
        ],
        action: 'আমার বই দেখুন',
      };
    case 'new_message':
      return {
        subject: 'আপনার কাছে একটি নতুন মেসেজ এসেছে',
        lines: [
          `${quoted(n.data.book_title)} বইটি নিয়ে ${n.data.sender_name} আপনাকে একটি মেসেজ পাঠিয়েছেন।`,
        ],
        action: 'মেসেজটি পড়ুন',
      };
    case 'new_review':
      return {
        subject: 'আপনি একটি নতুন রিভিউ পেয়েছেন',
        lines: [
          `${quoted(n.data.book_title)} বইটির একজন ক্রেতা আপনাকে ${bnNumber(5)}-এর মধ্যে ${bnNumber(n.data.rating)} স্টার দিয়েছেন।`,
        ],
        action: 'আপনার রিভিউগুলো দেখুন',
      };
    case 'report_received':
    case 'report_resolved':
    case 'report_outcome':
    case 'listing_approval':
      return moderationMailWords.bn(n);
    case 'order_changed':
      return orderChangedMailWords('bn', n.data);
    case 'offer_changed':
      return offerChangedMailWords('bn', n.data);
  }
}

export const mailWords: Record<Language, (n: NotificationContent) => MailWords> = {
  en: englishWords,
  bn: banglaWords,
};

export const mailFrames: Record<Language, MailFrame> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    footer: [
      'You get this e-mail because e-mail notifications are on. You can turn them off in ',
      'your profile',
      '.',
    ],
  },
  bn: {
    greeting: (name) => `প্রিয় ${name},`,
    footer: [
      'ইমেইল নোটিফিকেশন চালু আছে বলে আপনি এই ইমেইলটি পেয়েছেন। ',
      'আপনার প্রোফাইল',
      ' থেকে এগুলো বন্ধ করতে পারেন।',
    ],
  },
};
