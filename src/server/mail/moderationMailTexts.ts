import type { Language } from '../../shared/languages';
import type { ReportTargetKind } from '../../shared/schemas/report';
import type { NotificationContent } from './links';

/**
 * The mails of reports and listing approval (docs/product.md#reports), in English and in Bangla
 * as a reader in Bangladesh would say it; mailTexts.ts hands these kinds here. Subjects are fixed
 * words: a book's title, a reason or the admin's note never goes into one.
 */
export type ModerationContent = Extract<
  NotificationContent,
  { kind: 'report_received' | 'report_resolved' | 'report_outcome' | 'listing_approval' }
>;

interface Words {
  subject: string;
  lines: string[];
  action: string;
}

const quoted = (title: string) => `“${title}”`;

/** Where report_resolved links (links.ts): the conversation, the seller page, the book, else none. */
type ResolvedLink = 'conversation' | 'sellerPage' | 'book' | 'notifications';
const resolvedLink = ({ data }: Extract<ModerationContent, { kind: 'report_resolved' }>) =>
  data.conversation_id
    ? 'conversation'
    : data.seller_id
      ? 'sellerPage'
      : data.listing_id
        ? 'book'
        : 'notifications';

const RESOLVED_ACTION: Record<Language, Record<ResolvedLink, string>> = {
  en: {
    conversation: 'Open the conversation',
    sellerPage: "See the seller's page",
    book: 'See the book',
    notifications: 'Open your notifications',
  },
  bn: {
    conversation: 'কথোপকথনটি দেখুন',
    sellerPage: 'বিক্রেতার পেজ দেখুন',
    book: 'বইটি দেখুন',
    notifications: 'আপনার নোটিফিকেশন দেখুন',
  },
};

/** Where report_outcome links (links.ts): My Products, My Orders, or the conversation. */
const OUTCOME_ACTION: Record<Language, Record<ReportTargetKind, string>> = {
  en: {
    listing: 'Open My Products',
    review: 'Open My Orders',
    conversation: 'Open the conversation',
  },
  bn: { listing: 'আমার বই দেখুন', review: 'আমার অর্ডার দেখুন', conversation: 'কথোপকথনটি দেখুন' },
};

const KIND: Record<Language, Record<ReportTargetKind, string>> = {
  en: { listing: 'book listing', review: 'review', conversation: 'conversation' },
  bn: { listing: 'বইয়ের পোস্ট', review: 'রিভিউ', conversation: 'কথোপকথন' },
};

function english(n: ModerationContent): Words {
  switch (n.kind) {
    case 'report_received':
      return {
        subject: 'A new report to look at',
        lines: [
          `Someone reported a ${KIND.en[n.data.target_kind]}. It waits in the Reports queue.`,
        ],
        action: 'Open Reports',
      };
    case 'report_resolved': {
      const { target_kind: kind, outcome, title } = n.data;
      const decided =
        outcome === 'no_action'
          ? 'The admin looked at it and found nothing against the rules, so it stays.'
          : kind === 'conversation'
            ? 'The admin took action on it.'
            : 'The admin removed it.';
      return {
        subject: 'Your report was looked at',
        lines: [`You reported a ${KIND.en[kind]} about ${quoted(title)}.`, decided],
        action: RESOLVED_ACTION.en[resolvedLink(n)],
      };
    }
    case 'report_outcome': {
      const { target_kind: kind, outcome, title } = n.data;
      const decided = {
        listing: 'The admin removed your book listing from the site.',
        review: 'The admin removed your review. The reason is on My Orders.',
        conversation: 'The admin removed messages of it or stopped sending in it.',
      }[kind];
      return {
        subject: `A report about your ${KIND.en[kind]} was looked at`,
        lines: [
          `Someone reported your ${KIND.en[kind]} about ${quoted(title)}.`,
          outcome === 'removed'
            ? decided
            : 'The admin looked at it and found nothing against the rules. You need not do anything.',
        ],
        action: OUTCOME_ACTION.en[kind],
      };
    }
    case 'listing_approval':
      return n.data.approved
        ? {
            subject: 'Your book is now on the site',
            lines: [`The admin approved ${quoted(n.data.book_title)}. Buyers can find it now.`],
            action: 'Open My Products',
          }
        : {
            subject: 'Your book was not approved',
            lines: [
              `The admin did not approve ${quoted(n.data.book_title)}, so it was removed.`,
              'If you think this is a mistake, write to the admin.',
            ],
            action: 'Open My Products',
          };
  }
}

function bangla(n: ModerationContent): Words {
  switch (n.kind) {
    case 'report_received':
      return {
        subject: 'দেখার জন্য একটি নতুন রিপোর্ট',
        lines: [
          `কেউ একটি ${KIND.bn[n.data.target_kind]} রিপোর্ট করেছেন। এটি রিপোর্টের তালিকায় অপেক্ষা করছে।`,
        ],
        action: 'রিপোর্টগুলো দেখুন',
      };
    case 'report_resolved': {
      const { target_kind: kind, outcome, title } = n.data;
      const decided =
        outcome === 'no_action'
          ? 'অ্যাডমিন দেখেছেন, নিয়মের বাইরে কিছু পাননি, তাই এটি থাকছে।'
          : kind === 'conversation'
            ? 'অ্যাডমিন এ বিষয়ে ব্যবস্থা নিয়েছেন।'
            : 'অ্যাডমিন এটি সরিয়ে দিয়েছেন।';
      return {
        subject: 'আপনার রিপোর্টটি দেখা হয়েছে',
        lines: [`আপনি ${quoted(title)} নিয়ে একটি ${KIND.bn[kind]} রিপোর্ট করেছিলেন।`, decided],
        action: RESOLVED_ACTION.bn[resolvedLink(n)],
      };
    }
    case 'report_outcome': {
      const { target_kind: kind, outcome, title } = n.data;
      const decided = {
        listing: 'অ্যাডমিন আপনার বইয়ের পোস্টটি সাইট থেকে সরিয়ে দিয়েছেন।',
        review: "অ্যাডমিন আপনার রিভিউটি সরিয়ে দিয়েছেন। কারণটি 'আমার অর্ডার'-এ দেখতে পাবেন।",
        conversation: 'অ্যাডমিন এই কথোপকথনের কিছু মেসেজ মুছে দিয়েছেন বা মেসেজ পাঠানো বন্ধ করেছেন।',
      }[kind];
      return {
        subject: `আপনার ${KIND.bn[kind]} নিয়ে একটি রিপোর্ট দেখা হয়েছে`,
        lines: [
          `${quoted(title)} নিয়ে আপনার ${KIND.bn[kind]} কেউ রিপোর্ট করেছিলেন।`,
          outcome === 'removed'
            ? decided
            : 'অ্যাডমিন দেখেছেন, নিয়মের বাইরে কিছু পাননি। আপনাকে কিছু করতে হবে না।',
        ],
        action: OUTCOME_ACTION.bn[kind],
      };
    }
    case 'listing_approval':
      return n.data.approved
        ? {
            subject: 'আপনার বই এখন সাইটে আছে',
            lines: [
              `অ্যাডমিন ${quoted(n.data.book_title)} বইটি অনুমোদন করেছেন। ক্রেতারা এখন এটি খুঁজে পাবেন।`,
            ],
            action: 'আমার বই দেখুন',
          }
        : {
            subject: 'আপনার বইটি অনুমোদন পায়নি',
            lines: [
              `অ্যাডমিন ${quoted(n.data.book_title)} বইটি অনুমোদন করেননি, তাই এটি সরিয়ে দেওয়া হয়েছে।`,
              'ভুল মনে হলে অ্যাডমিনকে জানান।',
            ],
            action: 'আমার বই দেখুন',
          };
  }
}

export const moderationMailWords: Record<Language, (n: ModerationContent) => Words> = {
  en: english,
  bn: bangla,
};
