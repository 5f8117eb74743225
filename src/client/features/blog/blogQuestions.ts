import type { Language } from '../../../shared/languages';

export type BlogQuestion = { question: string; answer: string[] };

/**
 * The blog's four questions (docs/product.md#blog-page), each with its answer in paragraphs, in
 * each language. Long-form content: it stays in the blog chunk, not in the catalogues.
 */
export const blogQuestions: Record<Language, BlogQuestion[]> = {
  en: [
    {
      question: 'What are the different ways to manage state in a React application?',
      answer: [
        'Local state lives in a component with useState or useReducer and is the right home for ' +
          'anything only that component and its children need, such as an open menu or a form field.',
        'Shared state can be lifted to a common parent and passed down as props, or placed in a ' +
          'context when many distant components read it, such as the signed-in user or a theme.',
        'Global client state with many writers fits a store such as Redux Toolkit, Zustand or ' +
          'MobX, which give predictable updates and good developer tools. Server data is best kept ' +
          'in a data-fetching cache such as RTK Query or TanStack Query, which handles loading, ' +
          'caching and refetching. The URL itself is state too: filters and page numbers belong in it.',
      ],
    },
    {
      question: 'How does prototypal inheritance work?',
      answer: [
        'Every JavaScript object has a hidden link, [[Prototype]], to another object. When a ' +
          'property is not found on the object itself, the engine follows that link and looks on the ' +
          'prototype, then on its prototype, until it reaches null. This is the prototype chain.',
        'Objects made with a constructor function or a class get the constructor’s prototype ' +
          'object as their [[Prototype]], so methods defined once on the prototype are shared by ' +
          'every instance. Object.create(proto) makes an object with a chosen prototype directly. ' +
          'The class syntax is a clearer way to write the same mechanism, not a different one.',
      ],
    },
    {
      question: 'What is a unit test? Why should we write unit tests?',
      answer: [
        'A unit test checks one small piece of code, such as a function or a component, in ' +
          'isolation: given these inputs, it must produce this output or behaviour.',
        'Unit tests catch mistakes early, when they are cheapest to fix, and let you change code ' +
          'with confidence because a broken behaviour fails a test at once. They also document how ' +
          'the code is meant to be used, and code that is easy to test is usually well designed.',
      ],
    },
    {
      question: 'React vs. Angular vs. Vue?',
      answer: [
        'React is a library for building user interfaces from components written in JSX; routing, ' +
          'data fetching and state come from a large ecosystem you choose from. It is flexible and ' +
          'very widely used.',
        'Angular is a complete framework from Google, written in TypeScript, with routing, forms, ' +
          'HTTP and dependency injection built in. It suits large teams who want one prescribed way.',
        'Vue is a progressive framework with HTML-based templates and reactive data. It is easy to ' +
          'pick up, ships an official router and store, and scales from a widget to a full app.',
      ],
    },
  ],
  bn: [
    {
      question: 'React অ্যাপ্লিকেশনে state সামলানোর কী কী উপায় আছে?',
      answer: [
        'লোকাল state থাকে একটি কম্পোনেন্টের ভেতরে, useState বা useReducer দিয়ে। যা শুধু ওই ' +
          'কম্পোনেন্ট আর তার চাইল্ডদের দরকার, যেমন একটি খোলা মেনু বা ফর্মের একটি ঘর, তার জন্য এটিই ঠিক জায়গা।',
        'শেয়ার করা state একটি কমন প্যারেন্টে তুলে এনে props দিয়ে নিচে পাঠানো যায়, অথবা দূরের অনেক ' +
          'কম্পোনেন্ট যখন তা পড়ে, যেমন সাইন ইন করা ব্যবহারকারী বা থিম, তখন context-এ রাখা যায়।',
        'অনেক জায়গা থেকে বদলানো গ্লোবাল ক্লায়েন্ট state-এর জন্য Redux Toolkit, Zustand বা MobX-এর ' +
          'মতো স্টোর ভালো: এগুলো বদলকে অনুমানযোগ্য রাখে, আর ডেভেলপারদের জন্য ভালো টুলও দেয়। সার্ভারের ' +
          'ডেটা রাখা ভালো RTK Query বা TanStack Query-এর মতো ডেটা আনার ক্যাশে, যা লোডিং, ক্যাশিং আর ' +
          'আবার আনার কাজ সামলায়। URL নিজেও state: ফিল্টার আর পাতার নম্বর সেখানেই থাকা উচিত।',
      ],
    },
    {
      question: 'Prototypal inheritance কীভাবে কাজ করে?',
      answer: [
        'JavaScript-এর প্রতিটি অবজেক্টের আরেকটি অবজেক্টের সঙ্গে একটি গোপন সংযোগ থাকে, [[Prototype]]। ' +
          'কোনো প্রপার্টি অবজেক্টে না পেলে ইঞ্জিন সেই সংযোগ ধরে প্রোটোটাইপে খোঁজে, তারপর তার প্রোটোটাইপে, ' +
          'এভাবে null পর্যন্ত। একেই বলে প্রোটোটাইপ চেইন।',
        'কনস্ট্রাক্টর ফাংশন বা class দিয়ে বানানো অবজেক্টের [[Prototype]] হয় কনস্ট্রাক্টরের prototype ' +
          'অবজেক্ট, তাই প্রোটোটাইপে একবার লেখা মেথড সব ইনস্ট্যান্স মিলে ব্যবহার করে। Object.create(proto) ' +
          'দিয়ে সরাসরি পছন্দের প্রোটোটাইপসহ অবজেক্ট বানানো যায়। class সিনট্যাক্স একই ব্যবস্থাকে আরও ' +
          'পরিষ্কারভাবে লেখার উপায়, আলাদা কোনো ব্যবস্থা নয়।',
      ],
    },
    {
      question: 'ইউনিট টেস্ট কী? কেন ইউনিট টেস্ট লিখব?',
      answer: [
        'ইউনিট টেস্ট কোডের একটি ছোট অংশকে, যেমন একটি ফাংশন বা একটি কম্পোনেন্টকে, আলাদা করে যাচাই করে: ' +
          'এই ইনপুট দিলে ঠিক এই আউটপুট বা আচরণ পাওয়া চাই।',
        'ইউনিট টেস্ট ভুল ধরে আগেভাগে, যখন তা ঠিক করা সবচেয়ে সহজ, আর নিশ্চিন্তে কোড বদলাতে দেয়, কারণ ' +
          'কোনো আচরণ ভাঙলে সঙ্গে সঙ্গে একটি টেস্ট ফেল করে। কোড কীভাবে ব্যবহার করার কথা, টেস্ট তারও ' +
          'দলিল, আর যে কোড সহজে টেস্ট করা যায় তার নকশা সাধারণত ভালো হয়।',
      ],
    },
    {
      question: 'React, Angular না Vue?',
      answer: [
        'React হলো JSX-এ লেখা কম্পোনেন্ট দিয়ে ইউজার ইন্টারফেস বানানোর একটি লাইব্রেরি; রাউটিং, ডেটা আনা ' +
          'আর state আসে বিশাল এক ইকোসিস্টেম থেকে, যেখান থেকে আপনি বেছে নেন। এটি নমনীয় এবং খুব ব্যাপকভাবে ব্যবহৃত।',
        'Angular হলো Google-এর একটি পূর্ণাঙ্গ ফ্রেমওয়ার্ক, TypeScript-এ লেখা, যাতে রাউটিং, ফর্ম, HTTP আর ' +
          'ডিপেনডেন্সি ইনজেকশন আগে থেকেই আছে। যেসব বড় দল কাজের একটি নির্দিষ্ট পথ চায়, তাদের জন্য এটি উপযুক্ত।',
        'Vue একটি প্রগ্রেসিভ ফ্রেমওয়ার্ক, HTML-ভিত্তিক টেমপ্লেট আর রিঅ্যাক্টিভ ডেটা নিয়ে। এটি শেখা সহজ, ' +
          'এর নিজস্ব রাউটার আর স্টোর আছে, আর একটি ছোট উইজেট থেকে পুরো অ্যাপ পর্যন্ত বড় করা যায়।',
      ],
    },
  ],
};
