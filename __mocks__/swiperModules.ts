// Swiper's modules only act inside a real Swiper; the jest stand-in (swiperReact.tsx) ignores them.
export const Pagination = {};
export const A11y = {};
export const Navigation = {};
export const Autoplay = {};
