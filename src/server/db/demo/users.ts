import type { Role } from '../../../shared/roles';

interface DemoUser {
  email: string;
  name: string;
  img: string;
  role: Role;
  appVerified: boolean;
  /** A mobile number, as the profile keeps it: the other side of an order sees it. */
  phone?: string;
}

/** Shared by the database seed and the Auth emulator seed; README lists them (Demo accounts). */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@demo.test',
    name: 'Ayesha Siddiqua',
    img: '/images/avatars/admin.svg',
    role: 'admin',
    appVerified: true,
  },
  {
    email: 'seller@demo.test',
    name: 'Rahim Uddin',
    img: '/images/avatars/seller.svg',
    role: 'seller',
    appVerified: true,
    phone: '01700000101',
  },
  {
    email: 'newseller@demo.test',
    name: 'Nusrat Jahan',
    img: '/images/avatars/newseller.svg',
    role: 'seller',
    appVerified: false,
  },
  {
    email: 'buyer@demo.test',
    name: 'Karim Ahmed',
    img: '/images/avatars/buyer.svg',
    role: 'buyer',
    appVerified: false,
    phone: '01800000202',
  },
];

export const VERIFIED_SELLER_EMAIL = 'seller@demo.test';
export const NEW_SELLER_EMAIL = 'newseller@demo.test';
export const BUYER_EMAIL = 'buyer@demo.test';
