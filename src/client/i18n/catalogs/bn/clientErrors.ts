/** Ours: sentences for the client's own failures. */
import type { CatalogShape } from '../../catalogShape';

export const clientErrors = {
  uploadNetwork: 'ছবিটি পাঠানো যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  sessionEnded: 'আপনার সেশন শেষ হয়ে গেছে। অনুগ্রহ করে আবার সাইন ইন করুন।',
} satisfies CatalogShape['clientErrors'];
