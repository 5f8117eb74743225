import type { DemoListing } from './demoListing';
import { NEW_SELLER_EMAIL, VERIFIED_SELLER_EMAIL } from './users';

/**
 * Books listed in Bangla script, as most of the shop's books would be: titles, authors and
 * descriptions a Bangla search must find (two by হুমায়ূন আহমেদ, Bangla digits in one text, the
 * Bangla পথের পাঁচালী beside the English-titled one of the Fiction listings).
 */
export const BANGLA_LISTINGS: readonly DemoListing[] = [
  {
    slug: 'pather-panchali-bangla',
    title: 'পথের পাঁচালী',
    author: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
    category: 'Fiction',
    sellerEmail: VERIFIED_SELLER_EMAIL,
    originalPrice: 300,
    sellerPrice: 180,
    used: '3 years',
    condition: 'good',
    location: 'Rajshahi',
    contact: '01711-482913',
    description:
      'বিভূতিভূষণ বন্দ্যোপাধ্যায়ের কালজয়ী উপন্যাস, নিশ্চিন্দিপুর গ্রামে অপু আর দুর্গার শৈশবের গল্প। বাঁধাই শক্ত, কয়েকটি পাতায় পেনসিলের দাগ আছে।',
    relevantInformation: 'সন্ধ্যার পর সাহেববাজারে দেখা করা যাবে।',
    postedHoursAgo: 8,
  },
  {
    slug: 'banalata-sen',
    title: 'বনলতা সেন',
    author: 'জীবনানন্দ দাশ',
    category: 'Fiction',
    sellerEmail: VERIFIED_SELLER_EMAIL,
    originalPrice: 250,
    sellerPrice: 150,
    used: '90 days',
    condition: 'excellent',
    location: 'Khulna',
    contact: '01911-305577',
    description:
      'জীবনানন্দ দাশের কবিতার বই: "হাজার বছর ধরে আমি পথ হাঁটিতেছি পৃথিবীর পথে…" একবার পড়া, প্রায় নতুন।',
    relevantInformation: 'খুলনা শহরের মধ্যে হাতে হাতে দেওয়া যাবে।',
    postedHoursAgo: 26,
  },
  {
    slug: 'nondito-noroke',
    title: 'নন্দিত নরকে',
    author: 'হুমায়ূন আহমেদ',
    category: 'Fiction',
    sellerEmail: VERIFIED_SELLER_EMAIL,
    originalPrice: 200,
    sellerPrice: 110,
    used: '5 years',
    condition: 'fair',
    location: 'Dhaka',
    contact: '01711-482913',
    description:
      'হুমায়ূন আহমেদের প্রথম উপন্যাস, ঢাকার এক নিম্নমধ্যবিত্ত পরিবারের গল্প। মলাট একটু ছেঁড়া, ভেতরের পাতা পরিষ্কার। (Nondito Noroke by Humayun Ahmed, Bangla edition.)',
    relevantInformation: 'বিকেলে নীলক্ষেত বা শাহবাগে।',
    postedHoursAgo: 36,
  },
  {
    slug: 'hotel-graver-inn',
    title: 'হোটেল গ্রেভার ইন',
    author: 'হুমায়ূন আহমেদ',
    category: 'Non Fiction',
    sellerEmail: NEW_SELLER_EMAIL,
    originalPrice: 280,
    sellerPrice: 160,
    used: '1 year',
    condition: 'good',
    location: 'Sylhet',
    contact: '01818-736204',
    description:
      'আমেরিকার ফার্গো শহরে পিএইচডি করার দিনগুলোর স্মৃতিকথা, হাসি আর একাকীত্ব মেশানো। কোনো দাগ নেই।',
    relevantInformation: 'জিন্দাবাজারে দেখা করা যাবে।',
    postedHoursAgo: 58,
  },
  {
    slug: 'bangalir-itihas',
    title: 'বাঙালীর ইতিহাস: আদিপর্ব',
    author: 'নীহাররঞ্জন রায়',
    category: 'Non Fiction',
    sellerEmail: VERIFIED_SELLER_EMAIL,
    originalPrice: 1400,
    sellerPrice: 900,
    used: '2 years',
    condition: 'good',
    location: 'Chattogram',
    contact: '01711-482913',
    description:
      'প্রাচীন বাংলার দেশ, মানুষ, সমাজ, অর্থনীতি ও সংস্কৃতির বিখ্যাত ইতিহাস। অখণ্ড সংস্করণ, প্রায় ১২০০ পৃষ্ঠার মোটা বই।',
    relevantInformation: "ভারী বই, জিইসি মোড়ে হাতে দিতে চাই। Courier at the buyer's cost.",
    postedHoursAgo: 88,
  },
  {
    slug: 'gitanjali',
    title: 'গীতাঞ্জলি',
    author: 'রবীন্দ্রনাথ ঠাকুর',
    category: 'Art and Collectibles',
    sellerEmail: VERIFIED_SELLER_EMAIL,
    originalPrice: 4000,
    sellerPrice: 2500,
    used: '৬০ বছর',
    condition: 'fair',
    location: 'Dhaka',
    contact: '01911-305577',
    description:
      'বিশ্বভারতীর পুরনো সংস্করণ, ১৩৭৩ বঙ্গাব্দে ছাপা, সংগ্রাহকের জন্য। পাতা হলদেটে, তবে একটি পাতাও হারায়নি।',
    relevantInformation: 'দাম সামান্য আলোচনাসাপেক্ষ।',
    postedHoursAgo: 110,
  },
];
