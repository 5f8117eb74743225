#!/usr/bin/env node
/**
 * Generates every static illustration of the app as small, hand-tuned SVG files:
 *   public/favicon.svg and public/images/** (logo, banners, categories, covers, avatars, charity).
 * Plain Node, no dependencies, deterministic output: `node scripts/generate-images.mjs`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

// ---------------------------------------------------------------- palette & fonts
const C = {
  teal: '#1f3b4d',
  tealDeep: '#16303f',
  tealMid: '#2f5d73',
  saffron: '#f2a541',
  cream: '#fdf6ec',
  paper: '#f4e4c8',
  brick: '#b5443a',
  leaf: '#3f7d5a',
  ink: '#1b2329',
};
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = 'system-ui, sans-serif';

// ---------------------------------------------------------------- tiny SVG toolkit
const num = (v) => String(Math.round(v * 10) / 10);
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : v}"`)
    .join('');
const el = (tag, o, inner) =>
  inner === undefined ? `<${tag}${attrs(o)}/>` : `<${tag}${attrs(o)}>${inner}</${tag}>`;
const rect = (x, y, width, height, fill, o = {}) => el('rect', { x, y, width, height, fill, ...o });
const circle = (cx, cy, r, fill, o = {}) => el('circle', { cx, cy, r, fill, ...o });
const ellipse = (cx, cy, rx, ry, fill, o = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...o });
const path = (d, fill, o = {}) => el('path', { d, fill, ...o });
const line = (d, stroke, width, o = {}) =>
  el('path', { d, fill: 'none', stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...o });
const g = (o, inner) => el('g', o, inner);
const linear = (id, stops, o = {}) =>
  el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: 0, y2: 1, ...o },
    stops.map(([offset, color]) => el('stop', { offset, 'stop-color': color })).join(''),
  );
/** Rough Georgia advance widths (em) to warn when a title line may not fit its cover. */
function textWidth(s, size, bold = false) {
  let em = 0;
  for (const ch of s) {
    if (ch === ' ') em += 0.26;
    else if ("ijlt.,:;()'!|".includes(ch)) em += 0.32;
    else if ('frI'.includes(ch)) em += 0.4;
    else if ('mwMW'.includes(ch)) em += 0.86;
    else if (ch >= 'A' && ch <= 'Z') em += 0.72;
    else em += 0.56;
  }
  return em * size * (bold ? 1.08 : 1);
}

/** Multi-line text: SVG has no wrapping, so each line is its own <tspan>. */
function text(x, y, lines, o) {
  const {
    size,
    lh = size * 1.15,
    fill,
    family = SERIF,
    weight,
    anchor = 'middle',
    ls,
    italic,
    max,
    extra = {},
  } = o;
  const list = Array.isArray(lines) ? lines : [lines];
  if (max) {
    for (const l of list) {
      const w =
        textWidth(l, size, weight === 'bold' || Number(weight) >= 600) + (ls || 0) * l.length;
      if (w > max) console.warn(`  ! "${l}" ~${Math.round(w)}px > ${max}px`);
    }
  }
  const a = {
    x,
    y,
    fill,
    'font-family': family,
    'font-size': size,
    'font-weight': weight,
    'font-style': italic ? 'italic' : undefined,
    'text-anchor': anchor === 'start' ? undefined : anchor,
    'letter-spacing': ls,
    ...extra,
  };
  if (list.length === 1) return el('text', a, esc(list[0]));
  return el(
    'text',
    a,
    list.map((l, i) => el('tspan', { x, dy: i ? lh : undefined }, esc(l))).join(''),
  );
}

function svg(w, h, title, body, defs = '') {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${esc(title)}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`
  );
}

/** Mix a #rrggbb colour towards white (amt > 0) or black (amt < 0). */
function shade(hex, amt) {
  const v = parseInt(hex.slice(1), 16);
  const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) =>
    Math.round(amt >= 0 ? c + (255 - c) * amt : c * (1 + amt)),
  );
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Deterministic PRNG (mulberry32) so regenerated files are byte-identical. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const files = {};
const out = (rel, content) => {
  files[rel] = content;
};

// ---------------------------------------------------------------- favicon & logo
/** Open-book mark drawn in a 64x64 box. */
function bookMark() {
  return (
    path(
      'M32 23C25 18.5 16 17.5 7 18.5V49C16 48 25 49 32 53C39 49 48 48 57 49V18.5C48 17.5 39 18.5 32 23Z',
      C.saffron,
    ) +
    path('M32 20C26 15 18 14 11 14.5V45.5C18 45 26 46 32 50Z', C.cream) +
    path('M32 20C38 15 46 14 53 14.5V45.5C46 45 38 46 32 50Z', '#f1dfc2') +
    line(
      'M15.5 23c4.5-.2 8.5.4 12.5 2.2M15.5 29c4.5-.2 8.5.4 12.5 2.2M15.5 35c4.5-.2 8.5.4 12.5 2.2',
      C.teal,
      1.8,
      {
        opacity: 0.35,
      },
    ) +
    path('M43 14.6V29l3.5-3 3.5 3V14.3Z', C.brick)
  );
}

out(
  'favicon.svg',
  svg(64, 64, 'Used Book Resale', rect(0, 0, 64, 64, C.teal, { rx: 14 }) + bookMark()),
);

out(
  'images/logo.svg',
  svg(
    160,
    48,
    'Used Book Resale',
    rect(0, 0, 48, 48, C.teal, { rx: 11 }) +
      g({ transform: 'translate(1.5 2) scale(.7)' }, bookMark()) +
      text(57, 22, 'Used Book', {
        size: 18.5,
        weight: 'bold',
        fill: C.teal,
        anchor: 'start',
        max: 103,
      }) +
      text(58, 40, 'RESALE', {
        size: 12.5,
        weight: 'bold',
        family: SANS,
        ls: 4.2,
        fill: C.brick,
        anchor: 'start',
        max: 102,
      }),
  ),
);

// ---------------------------------------------------------------- book covers (400x600)
const SPINE =
  rect(0, 0, 14, 600, '#000', { opacity: 0.2 }) + rect(14, 0, 3, 600, '#fff', { opacity: 0.14 });

const covers = [];
const cover = (slug, title, author, body, defs = '') =>
  covers.push({ slug, title, author, body, defs });

/** Four-pointed sparkle centred on (x, y). */
const sparkle = (x, y, r, fill, o = {}) =>
  path(
    `M${num(x)} ${num(y - r)}Q${num(x + r * 0.18)} ${num(y - r * 0.18)} ${num(x + r)} ${num(y)}Q${num(x + r * 0.18)} ${num(y + r * 0.18)} ${num(x)} ${num(y + r)}Q${num(x - r * 0.18)} ${num(y + r * 0.18)} ${num(x - r)} ${num(y)}Q${num(x - r * 0.18)} ${num(y - r * 0.18)} ${num(x)} ${num(y - r)}Z`,
    fill,
    o,
  );

// 1. The Story of Art — dark slate, gilt frame around a classical temple.
cover(
  'the-story-of-art',
  'The Story of Art',
  'E. H. Gombrich',
  rect(0, 0, 400, 600, '#2b2d42') +
    rect(62, 54, 276, 276, '#c9a24e', { rx: 4 }) +
    rect(74, 66, 252, 252, '#8a6a2c') +
    rect(80, 72, 240, 240, 'url(#sky)') +
    circle(262, 126, 24, '#f8d68a') +
    path('M80 262C140 240 220 250 320 236V312H80Z', '#7c8f6a') +
    path('M124 196L200 152L276 196Z', '#f1e6cf') +
    rect(120, 196, 160, 10, '#e5d6b8') +
    [134, 164, 194, 224, 254].map((x) => rect(x, 206, 12, 62, '#f1e6cf')).join('') +
    rect(116, 268, 168, 10, '#e5d6b8') +
    rect(108, 278, 184, 10, '#d8c6a2') +
    line('M88 372H312', '#c9a24e', 1.5) +
    text(200, 428, ['The Story', 'of Art'], { size: 46, lh: 52, fill: '#f3e7cd', max: 320 }) +
    line('M170 510H230', '#c9a24e', 1.5) +
    text(200, 550, 'E. H. GOMBRICH', { size: 18, family: SANS, ls: 4, fill: '#c9a24e', max: 320 }),
  linear('sky', [
    [0, '#e9b872'],
    [1, '#f6e3bd'],
  ]),
);

// 2. Ways of Seeing — brick red, bold left-aligned sans, a giant eye.
cover(
  'ways-of-seeing',
  'Ways of Seeing',
  'John Berger',
  rect(0, 0, 400, 600, C.brick) +
    text(44, 112, ['Ways', 'of', 'Seeing'], {
      size: 64,
      lh: 66,
      weight: 800,
      family: SANS,
      fill: C.cream,
      anchor: 'start',
      max: 320,
    }) +
    path('M60 430C130 330 270 330 340 430C270 530 130 530 60 430Z', C.cream) +
    circle(200, 430, 62, C.teal) +
    circle(200, 430, 44, '#2f6f7d') +
    circle(200, 430, 24, C.ink) +
    circle(214, 414, 9, '#fff') +
    line('M60 430C130 330 270 330 340 430C270 530 130 530 60 430Z', C.ink, 5) +
    line('M96 356L84 336M150 330L146 308M200 322V300M250 330L254 308M304 356L316 336', C.ink, 5) +
    text(44, 566, 'John Berger', {
      size: 22,
      family: SANS,
      weight: 600,
      fill: C.cream,
      anchor: 'start',
    }),
);

// 3. Bengal Patachitra — ochre with a folk border and a patterned fish.
{
  const scales = [];
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 3; j++)
      scales.push(
        line(`M${150 + i * 26} ${338 + j * 22}q12 12 0 24`, C.ink, 2.5, { opacity: 0.8 }),
      );
  cover(
    'bengal-patachitra',
    'Bengal Patachitra: Scroll Paintings',
    'Folk Art Series',
    rect(0, 0, 400, 600, C.brick) +
      rect(17, 17, 366, 566, 'none', {
        stroke: C.cream,
        'stroke-width': 7,
        'stroke-dasharray': '0 19.9',
        'stroke-linecap': 'round',
      }) +
      rect(32, 32, 336, 536, '#eaa43e') +
      rect(40, 40, 320, 520, 'none', { stroke: C.ink, 'stroke-width': 3 }) +
      text(200, 112, ['Bengal', 'Patachitra'], {
        size: 44,
        lh: 48,
        weight: 'bold',
        fill: C.ink,
        max: 300,
      }) +
      text(200, 200, 'Scroll Paintings', { size: 22, italic: true, fill: '#7a2a22', max: 300 }) +
      // fish
      path('M96 372C150 300 250 300 292 372C250 444 150 444 96 372Z', C.cream, {
        stroke: C.ink,
        'stroke-width': 4,
      }) +
      path('M292 372L340 328V416Z', C.brick, {
        stroke: C.ink,
        'stroke-width': 4,
        'stroke-linejoin': 'round',
      }) +
      path('M96 372C118 342 136 334 150 332V412C136 410 118 402 96 372Z', C.brick) +
      circle(122, 362, 9, C.cream, { stroke: C.ink, 'stroke-width': 3 }) +
      circle(122, 362, 4, C.ink) +
      scales.join('') +
      line('M160 316C190 290 230 292 252 316', C.ink, 4) +
      line('M170 430C200 452 230 450 250 428', C.ink, 4) +
      path('M200 300L214 270L226 306Z', C.leaf, { stroke: C.ink, 'stroke-width': 3 }) +
      [0, 1, 2, 3, 4].map((i) => circle(90 + i * 55, 474, 5, C.leaf)).join('') +
      line('M60 494H340', C.ink, 2) +
      text(200, 530, 'FOLK ART SERIES', {
        size: 15,
        family: SANS,
        weight: 700,
        ls: 4,
        fill: C.ink,
        max: 300,
      }),
  );
}

// 4. Zainul Abedin: Famine Sketches — charcoal strokes on paper, red seal.
cover(
  'zainul-abedin-sketches',
  'Zainul Abedin: Famine Sketches',
  'Collected Works',
  rect(0, 0, 400, 600, '#ece5d6') +
    g(
      { fill: 'none', stroke: '#25221f', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
      // branch
      line('M40 196C120 186 200 190 330 168M250 182C270 160 290 150 312 146', '#25221f', 6) +
        // crow
        path(
          'M150 178C150 146 182 128 212 136C230 142 236 160 226 176C214 192 180 196 162 188L124 214L136 192Z',
          '#25221f',
          {
            stroke: 'none',
          },
        ) +
        circle(224, 130, 17, '#25221f', { stroke: 'none' }) +
        path('M238 124L262 132L238 140Z', '#25221f', { stroke: 'none' }) +
        circle(228, 126, 3, '#ece5d6', { stroke: 'none' }) +
        line('M186 190L182 206M200 190L200 204', '#25221f', 3) +
        // a hunched mother and child, charcoal wash under quick contour lines
        path(
          'M72 420C60 370 76 330 104 318C128 308 150 330 158 366C166 396 160 414 150 420Z',
          '#25221f',
          {
            opacity: 0.18,
            stroke: 'none',
          },
        ) +
        circle(112, 300, 17, 'none', { 'stroke-width': 4 }) +
        line('M100 318C74 336 62 380 72 420H154C164 406 162 380 150 360', '#25221f', 5) +
        line('M120 318C134 330 142 346 150 362C160 376 174 380 188 376', '#25221f', 4) +
        path('M182 372q16 14 32 0Z', '#25221f', { stroke: 'none' }) +
        path('M226 420C222 388 232 362 252 356C272 352 282 376 280 420Z', '#25221f', {
          opacity: 0.18,
          stroke: 'none',
        }) +
        circle(254, 340, 12, 'none', { 'stroke-width': 3.5 }) +
        line('M244 354C230 370 224 396 226 420H282C284 398 278 370 264 354', '#25221f', 4) +
        line('M96 360C110 370 128 372 140 366M84 392C108 400 130 400 150 392', '#25221f', 2, {
          opacity: 0.55,
        }) +
        line('M40 432C120 424 260 428 360 420M60 444C150 438 250 442 340 436', '#25221f', 2, {
          opacity: 0.5,
        }),
    ) +
    rect(318, 40, 44, 44, C.brick, { rx: 3 }) +
    rect(325, 47, 30, 30, 'none', { stroke: '#ece5d6', 'stroke-width': 2 }) +
    line('M333 56h14M333 62h14M340 56v16', '#ece5d6', 2) +
    text(40, 488, 'Zainul Abedin', {
      size: 38,
      weight: 'bold',
      fill: '#25221f',
      anchor: 'start',
      max: 320,
    }) +
    text(40, 524, 'Famine Sketches', {
      size: 26,
      italic: true,
      fill: C.brick,
      anchor: 'start',
      max: 320,
    }) +
    text(40, 566, 'COLLECTED WORKS', {
      size: 15,
      family: SANS,
      ls: 4,
      fill: '#5a534a',
      anchor: 'start',
    }),
);

// 5. The Art Book — white, Mondrian-style colour blocks.
cover(
  'the-art-book',
  'The Art Book',
  'Phaidon Editors',
  rect(0, 0, 400, 600, '#fbfaf6') +
    rect(0, 0, 400, 360, C.ink) +
    rect(0, 0, 230, 200, C.brick) +
    rect(238, 0, 162, 120, '#fbfaf6') +
    rect(238, 128, 162, 72, C.saffron) +
    rect(0, 208, 110, 152, '#fbfaf6') +
    rect(118, 208, 170, 152, '#2f5d9a') +
    rect(296, 208, 104, 70, '#fbfaf6') +
    rect(296, 286, 104, 74, '#fbfaf6') +
    rect(0, 208, 110, 62, C.saffron) +
    text(40, 440, 'The Art Book', {
      size: 44,
      weight: 800,
      family: SANS,
      fill: C.ink,
      anchor: 'start',
      max: 320,
    }) +
    rect(40, 462, 60, 6, C.brick) +
    text(40, 508, 'Phaidon Editors', { size: 22, family: SANS, fill: '#555', anchor: 'start' }),
);

// 6. Pather Panchali — kash flowers, paddy fields and a distant train.
{
  const r = rng(6);
  let kash = '';
  for (let i = 0; i < 14; i++) {
    const x = 20 + i * 28 + r() * 12;
    const h = 90 + r() * 70;
    const lean = 10 + r() * 18;
    kash +=
      line(
        `M${num(x)} 600Q${num(x + 2)} ${num(600 - h / 2)} ${num(x + lean)} ${num(600 - h)}`,
        '#7a8f5a',
        2.5,
      ) +
      path(`M${num(x + lean)} ${num(600 - h)}c-10 -20 -4 -46 8 -60c6 18 6 42 -8 60Z`, '#fffaf0', {
        opacity: 0.95,
      });
  }
  cover(
    'pather-panchali',
    'Pather Panchali',
    'Bibhutibhushan Bandyopadhyay',
    rect(0, 0, 400, 600, 'url(#sky)') +
      circle(300, 250, 40, '#fbe3b0') +
      path('M0 330C120 320 280 322 400 312V600H0Z', '#9fbf7a') +
      path('M0 380C140 364 260 372 400 356V600H0Z', '#7aa35c') +
      path('M0 440C150 420 260 430 400 410V600H0Z', '#5c8a48') +
      // train
      rect(70, 302, 96, 14, '#3d3a36', { rx: 2 }) +
      rect(168, 298, 28, 18, '#3d3a36', { rx: 2 }) +
      rect(186, 288, 6, 10, '#3d3a36') +
      path('M189 286C186 270 200 262 214 262C230 240 262 246 268 232', 'none', {
        stroke: '#f4eee2',
        'stroke-width': 10,
        'stroke-linecap': 'round',
        opacity: 0.85,
      }) +
      // two children running
      g(
        { fill: '#2e3a2e' },
        circle(268, 384, 7) +
          path('M262 392h12l4 22h-6l-2 14h-4l-2-14h-6Z') +
          circle(296, 378, 8) +
          path('M289 387h14l5 26h-7l-2 16h-5l-2-16h-7Z'),
      ) +
      kash +
      text(200, 96, ['Pather', 'Panchali'], {
        size: 54,
        lh: 58,
        italic: true,
        weight: 'bold',
        fill: '#2c4a36',
        max: 320,
      }) +
      text(200, 534, ['Bibhutibhushan', 'Bandyopadhyay'], {
        size: 20,
        lh: 24,
        family: SANS,
        weight: 600,
        fill: '#fffaf0',
        max: 320,
        extra: { stroke: '#2c4a36', 'stroke-width': 4, 'paint-order': 'stroke' },
      }),
    linear('sky', [
      [0, '#f8e3b9'],
      [1, '#f4b98a'],
    ]),
  );
}

// 7. The Home and the World — maroon with a gilt frame and a medallion.
{
  const gold = '#d9b25f';
  const corner = (x, y) =>
    path(`M${x} ${y - 12}L${x + 12} ${y}L${x} ${y + 12}L${x - 12} ${y}Z`, gold) +
    circle(x, y, 4, '#6e2430');
  let meridians = '';
  for (const rx of [18, 40, 58])
    meridians += ellipse(200, 210, rx, 70, 'none', { stroke: gold, 'stroke-width': 2 });
  cover(
    'the-home-and-the-world',
    'The Home and the World',
    'Rabindranath Tagore',
    rect(0, 0, 400, 600, '#6e2430') +
      rect(30, 30, 340, 540, 'none', { stroke: gold, 'stroke-width': 3 }) +
      rect(40, 40, 320, 520, 'none', { stroke: gold, 'stroke-width': 1.2 }) +
      corner(30, 30) +
      corner(370, 30) +
      corner(30, 570) +
      corner(370, 570) +
      circle(200, 210, 96, '#5a1c27', { stroke: gold, 'stroke-width': 3 }) +
      circle(200, 210, 70, '#2b4a5e') +
      meridians +
      line('M130 186H270M130 234H270', gold, 2) +
      // home
      path('M164 246V212L200 184L236 212V246Z', '#f3e3c3') +
      path('M156 214L200 178L244 214', 'none', {
        stroke: C.brick,
        'stroke-width': 8,
        'stroke-linejoin': 'round',
      }) +
      rect(192, 222, 16, 24, '#6e2430') +
      rect(172, 218, 12, 10, C.saffron) +
      rect(216, 218, 12, 10, C.saffron) +
      line('M112 210H88M312 210H288', gold, 2) +
      text(200, 392, ['The Home', 'and the World'], { size: 40, lh: 48, fill: gold, max: 300 }) +
      line('M150 462H250', gold, 1.5) +
      circle(200, 462, 4, gold) +
      text(200, 516, 'Rabindranath Tagore', { size: 22, italic: true, fill: '#f3e3c3', max: 300 }),
  );
}

// 8. Lalsalu — dusk sky, a shrine under red cloth, a tree that floats without roots.
cover(
  'lalsalu',
  'Lalsalu (Tree Without Roots)',
  'Syed Waliullah',
  rect(0, 0, 400, 600, 'url(#dusk)') +
    circle(300, 300, 30, '#f6c27a', { opacity: 0.9 }) +
    path('M0 470C120 456 280 460 400 448V600H0Z', '#2a1f2d') +
    // rootless tree: trunk ends above ground, thin shadow below
    g(
      { fill: 'none', stroke: '#2a1f2d', 'stroke-linecap': 'round' },
      line('M110 420C112 380 106 330 96 290', '#2a1f2d', 12) +
        line(
          'M100 320C80 300 66 296 50 300M100 300C120 270 140 262 156 262M98 292C92 262 94 240 104 222',
          '#2a1f2d',
          6,
        ) +
        line(
          'M56 300C48 290 40 290 32 292M150 262C158 250 166 248 176 250M104 222C100 210 104 200 112 194',
          '#2a1f2d',
          3,
        ),
    ) +
    ellipse(110, 452, 30, 4, '#000', { opacity: 0.3 }) +
    // shrine covered with red cloth
    path('M200 470C206 420 240 400 280 400C320 400 354 420 360 470Z', '#c0262d') +
    path('M212 446C240 436 320 436 350 446', 'none', { stroke: '#f2c14e', 'stroke-width': 4 }) +
    line(
      'M218 458l4 6M236 454l4 6M254 452l4 6M272 452l4 6M290 452l4 6M308 452l4 6M326 454l4 6M342 458l4 6',
      '#f2c14e',
      2,
    ) +
    path('M272 402V372M268 376h8', 'none', { stroke: '#2a1f2d', 'stroke-width': 3 }) +
    path('M260 386L290 386L280 372Z', '#c0262d') +
    text(200, 112, 'Lalsalu', { size: 66, weight: 'bold', fill: C.cream, max: 320 }) +
    text(200, 156, '(Tree Without Roots)', { size: 24, italic: true, fill: '#f6c27a', max: 320 }) +
    text(200, 546, 'SYED WALIULLAH', {
      size: 17,
      family: SANS,
      weight: 600,
      ls: 4,
      fill: C.cream,
      max: 320,
    }),
  linear('dusk', [
    [0, '#2f2a4f'],
    [0.55, '#8a3a4f'],
    [1, '#e07a4f'],
  ]),
);

// 9. A Golden Age — golden sunset over a river, palms and a boat.
cover(
  'a-golden-age',
  'A Golden Age',
  'Tahmima Anam',
  rect(0, 0, 400, 600, 'url(#gold)') +
    circle(200, 330, 86, '#fff1c9', { opacity: 0.55 }) +
    circle(200, 330, 62, '#fff4d6') +
    rect(0, 380, 400, 220, '#1f4a55') +
    [394, 410, 428, 448]
      .map((y, i) => line(`M${140 + i * 6} ${y}H${260 - i * 6}`, '#f8d27a', 4, { opacity: 0.7 }))
      .join('') +
    g(
      { fill: '#173540' },
      path('M60 382C64 320 70 280 82 244L88 246C78 282 72 330 72 382Z') +
        path(
          'M84 246C60 230 40 236 26 250C50 240 68 242 84 252ZM84 246C92 222 112 214 132 220C110 224 98 234 86 252ZM84 246C70 224 52 218 36 222C58 224 72 234 82 250ZM84 246C104 236 124 240 138 252C118 246 100 248 86 254Z',
        ) +
        path('M330 382C328 330 334 296 346 268L352 270C342 300 338 340 340 382Z') +
        path(
          'M348 270C328 256 310 260 298 272C318 264 334 266 348 276ZM348 270C356 250 374 244 392 250C372 254 360 262 350 276ZM348 270C362 264 380 268 392 280C376 274 362 274 350 278Z',
        ),
    ) +
    // boat
    path('M150 474H260L244 494H170Z', '#173540') +
    path('M204 472V418L238 468Z', C.brick) +
    path('M200 472V426L176 468Z', '#e9d2a6') +
    text(200, 110, ['A Golden', 'Age'], {
      size: 60,
      lh: 62,
      weight: 'bold',
      fill: '#3a2a12',
      max: 320,
    }) +
    text(200, 556, 'TAHMIMA ANAM', {
      size: 18,
      family: SANS,
      weight: 600,
      ls: 5,
      fill: '#f8d27a',
      max: 320,
    }),
  linear('gold', [
    [0, '#f9d77e'],
    [0.6, '#f2a541'],
    [1, '#d9772e'],
  ]),
);

// 10. One Hundred Years of Solitude — jungle leaves and yellow butterflies.
{
  const r = rng(10);
  let leaves = '';
  const greens = ['#2d6b47', '#3f7d5a', '#25583c', '#4e8f5f'];
  for (let i = 0; i < 26; i++) {
    const top = i < 13;
    const x = (i % 13) * 32 + r() * 16 - 4;
    const y = top ? r() * 70 - 10 : 520 + r() * 80;
    const rot = (top ? 60 : -60) + r() * 80 - 40;
    leaves += ellipse(x, y, 44, 15, greens[i % 4], {
      transform: `rotate(${num(rot)} ${num(x)} ${num(y)})`,
    });
  }
  const fly = (x, y, s) =>
    g(
      { transform: `translate(${x} ${y}) scale(${s})`, fill: '#f7c948' },
      path('M0 0C-14 -18 -26 -10 -22 2C-18 10 -6 8 0 0ZM0 0C14 -18 26 -10 22 2C18 10 6 8 0 0Z') +
        path(
          'M0 0C-10 6 -16 18 -8 20C-2 20 0 10 0 0ZM0 0C10 6 16 18 8 20C2 20 0 10 0 0Z',
          '#e8b030',
        ),
    );
  cover(
    'one-hundred-years-of-solitude',
    'One Hundred Years of Solitude',
    'Gabriel García Márquez',
    rect(0, 0, 400, 600, '#173d2c') +
      leaves +
      fly(320, 120, 1) +
      fly(70, 140, 0.7) +
      fly(340, 470, 0.8) +
      fly(60, 470, 0.6) +
      fly(250, 96, 0.5) +
      line('M120 172H280', '#f7c948', 1.5) +
      text(200, 240, ['One Hundred', 'Years of', 'Solitude'], {
        size: 44,
        lh: 52,
        fill: '#f7c948',
        max: 320,
      }) +
      line('M120 378H280', '#f7c948', 1.5) +
      text(200, 420, 'Gabriel García Márquez', { size: 21, italic: true, fill: C.cream, max: 320 }),
  );
}

// 11. The God of Small Things — river water, lotus and a dragonfly.
cover(
  'the-god-of-small-things',
  'The God of Small Things',
  'Arundhati Roy',
  rect(0, 0, 400, 600, 'url(#water)') +
    [360, 400, 450, 510]
      .map((y, i) => line(`M${30 + i * 20} ${y}q40 -10 80 0t80 0`, '#8fd1c4', 3, { opacity: 0.5 }))
      .join('') +
    ellipse(110, 470, 70, 20, '#2f7a4f') +
    path('M110 470L176 466L168 480Z', '#1d5a6e') +
    ellipse(310, 540, 60, 16, '#3f8f5a') +
    path('M310 540L366 534L360 548Z', '#1d5a6e') +
    // lotus
    g(
      {},
      path('M240 420C200 420 176 396 172 372C200 372 226 388 240 420Z', '#e77fa3') +
        path('M240 420C280 420 304 396 308 372C280 372 254 388 240 420Z', '#e77fa3') +
        path('M240 420C214 400 210 360 226 334C246 356 254 390 240 420Z', '#f29bb9') +
        path('M240 420C266 400 270 360 254 334C234 356 226 390 240 420Z', '#f29bb9') +
        path('M240 420C228 390 230 346 240 318C250 346 252 390 240 420Z', '#fbc4d6'),
    ) +
    ellipse(240, 428, 56, 10, '#2f7a4f') +
    // dragonfly
    g(
      { transform: 'rotate(-18 110 300)' },
      ellipse(90, 292, 22, 6, '#cfeff0', { opacity: 0.85 }) +
        ellipse(130, 292, 22, 6, '#cfeff0', { opacity: 0.85 }) +
        ellipse(92, 304, 18, 5, '#cfeff0', { opacity: 0.85 }) +
        ellipse(128, 304, 18, 5, '#cfeff0', { opacity: 0.85 }) +
        rect(107, 286, 6, 52, '#1d3a6e', { rx: 3 }) +
        circle(110, 284, 6, '#1d3a6e'),
    ) +
    text(200, 110, ['The God of', 'Small Things'], {
      size: 44,
      lh: 52,
      fill: '#fde7ef',
      max: 320,
    }) +
    text(200, 216, 'Arundhati Roy', {
      size: 20,
      family: SANS,
      weight: 600,
      ls: 2,
      fill: '#fbc4d6',
      max: 320,
    }),
  linear('water', [
    [0, '#0f4c5c'],
    [1, '#1f7a7a'],
  ]),
);

// 12. Sapiens — sand background, an ochre stencilled handprint.
{
  const r = rng(12);
  let spray = '';
  for (let i = 0; i < 44; i++) {
    const a = r() * Math.PI * 2;
    const d = 120 + r() * 50;
    spray += circle(200 + Math.cos(a) * d * 0.85, 250 + Math.sin(a) * d, 1 + r() * 3, '#b8572d', {
      opacity: num(0.25 + r() * 0.5),
    });
  }
  const digit = (x1, y1, x2, y2) => line(`M${x1} ${y1}L${x2} ${y2}`, '#b8572d', 34);
  cover(
    'sapiens',
    'Sapiens',
    'Yuval Noah Harari',
    rect(0, 0, 400, 600, '#efe3cc') +
      circle(200, 250, 160, '#e6d3b0') +
      spray +
      g(
        { opacity: 0.92 },
        ellipse(204, 290, 68, 78, '#b8572d') +
          digit(160, 250, 142, 160) +
          digit(190, 236, 182, 128) +
          digit(222, 238, 230, 134) +
          digit(250, 256, 272, 180) +
          digit(148, 318, 100, 262) +
          rect(170, 340, 70, 92, '#b8572d', { rx: 20 }),
      ) +
      text(200, 494, 'Sapiens', { size: 70, weight: 'bold', fill: C.ink, ls: 1, max: 320 }) +
      text(200, 552, 'YUVAL NOAH HARARI', {
        size: 16,
        family: SANS,
        weight: 600,
        ls: 4,
        fill: '#8a4a2a',
        max: 320,
      }),
  );
}

// 13. The Unfinished Memoirs — bottle green, a red sun and a fountain pen.
cover(
  'the-unfinished-memoirs',
  'The Unfinished Memoirs',
  'Sheikh Mujibur Rahman',
  rect(0, 0, 400, 600, '#0e5a3f') +
    circle(180, 220, 120, '#d7263d') +
    [150, 178, 206, 234, 262]
      .map((y) => line(`M70 ${y}H${y > 240 ? 220 : 300}`, '#fbe9d7', 3, { opacity: 0.55 }))
      .join('') +
    line('M222 262C240 256 250 270 262 264', '#fbe9d7', 3, { opacity: 0.9 }) +
    g(
      { transform: 'translate(-24 0) rotate(30 300 262)' },
      rect(284, 96, 32, 114, '#1b2329', { rx: 6 }) +
        rect(284, 126, 32, 10, '#d9b25f') +
        path('M286 210H314L300 262Z', '#d9b25f') +
        line('M300 222V252', '#1b2329', 2) +
        circle(300, 226, 3, '#1b2329'),
    ) +
    text(200, 430, ['The Unfinished', 'Memoirs'], { size: 40, lh: 48, fill: C.cream, max: 320 }) +
    text(200, 540, 'Sheikh Mujibur Rahman', { size: 20, italic: true, fill: '#f7c948', max: 320 }),
);

// 14. Banker to the Poor — teal over cream, growing coin stacks and a seedling.
{
  let coins = '';
  const stack = (x, n) => {
    let s = '';
    for (let i = 0; i < n; i++) {
      const y = 520 - i * 16;
      s +=
        ellipse(x, y + 6, 36, 10, '#c9832e') +
        rect(x - 36, y - 4, 72, 10, '#e39a3b') +
        ellipse(x, y - 4, 36, 10, '#f5c26b');
    }
    return s;
  };
  coins = stack(100, 3) + stack(190, 6) + stack(280, 9);
  cover(
    'banker-to-the-poor',
    'Banker to the Poor',
    'Muhammad Yunus',
    rect(0, 0, 400, 600, '#fbefd9') +
      path('M0 0H400V300C300 330 120 270 0 310Z', C.teal) +
      coins +
      line('M280 378V336', C.leaf, 5) +
      path('M280 346C262 346 250 334 248 318C266 318 278 330 280 346Z', C.leaf) +
      path('M280 338C298 336 310 322 310 306C292 308 282 320 280 338Z', '#5da07a') +
      line('M70 440L150 400L230 380L300 318', C.brick, 4, { 'stroke-dasharray': '2 10' }) +
      text(40, 110, ['Banker to', 'the Poor'], {
        size: 52,
        lh: 58,
        weight: 800,
        family: SANS,
        fill: C.cream,
        anchor: 'start',
        max: 320,
      }) +
      text(42, 234, 'MUHAMMAD YUNUS', {
        size: 17,
        family: SANS,
        weight: 600,
        ls: 4,
        fill: C.saffron,
        anchor: 'start',
      }),
  );
}

// 15. Atomic Habits — off-white with a grid of dots compounding in size.
{
  let dots = '';
  for (let row = 0; row < 7; row++)
    for (let col = 0; col < 7; col++) {
      const k = (row + col) / 12;
      const last = row === 6 && col === 6;
      dots += circle(
        80 + col * 40,
        250 + row * 40,
        last ? 16 : 1.5 + k * 11,
        last ? C.saffron : C.teal,
        {
          opacity: last ? undefined : num(0.35 + k * 0.6),
        },
      );
    }
  cover(
    'atomic-habits',
    'Atomic Habits',
    'James Clear',
    rect(0, 0, 400, 600, '#f6f0e4') +
      text(200, 104, ['ATOMIC', 'HABITS'], {
        size: 56,
        lh: 64,
        weight: 800,
        family: SANS,
        ls: 3,
        fill: C.teal,
        max: 330,
      }) +
      dots +
      rect(150, 540, 100, 3, C.saffron) +
      text(200, 574, 'James Clear', { size: 20, family: SANS, weight: 600, fill: C.teal }),
  );
}

// 16. A History of Bangladesh — delta rivers and a sail boat.
cover(
  'a-history-of-bangladesh',
  'A History of Bangladesh',
  'Willem van Schendel',
  rect(0, 0, 400, 600, '#2c6e49') +
    path('M0 250C100 240 160 280 200 330C240 380 320 400 400 390V600H0Z', '#245c3d') +
    line('M60 230C120 300 90 360 160 420S200 560 240 600', '#9fd3e6', 16) +
    line('M400 260C330 300 300 340 250 360S190 420 170 440', '#9fd3e6', 10) +
    line('M0 380C50 380 90 400 120 380', '#9fd3e6', 7) +
    line('M300 600C300 540 340 500 400 490', '#9fd3e6', 9) +
    circle(318, 250, 30, '#f2a541') +
    // boat (nouka)
    path('M130 470C160 490 240 490 270 470L256 496H144Z', '#3d2a1e') +
    path('M196 472V370C230 390 248 430 252 466Z', '#f6e7cf') +
    path('M192 472V384C172 404 160 436 158 466Z', C.brick) +
    line('M196 472V364', '#3d2a1e', 3) +
    rect(0, 0, 400, 200, '#103b2a', { opacity: 0.55 }) +
    rect(0, 516, 400, 84, '#103b2a', { opacity: 0.7 }) +
    text(200, 92, ['A History of', 'Bangladesh'], {
      size: 44,
      lh: 52,
      weight: 'bold',
      fill: C.cream,
      max: 320,
    }) +
    text(200, 560, 'Willem van Schendel', { size: 20, italic: true, fill: C.cream, max: 320 }),
);

// ---------------------------------------------------------------- Bangla covers
// Bangla titles need a font with Bengali glyphs: the named ones, else the system's own (every
// phone and desktop system ships one). Their widths are not estimated (`max`), the Latin table
// above does not fit the script.
const BANGLA =
  "'Noto Serif Bengali', 'Noto Sans Bengali', 'Nirmala UI', Vrinda, 'Bangla MN', serif";
const bangla = (x, y, lines, o) => text(x, y, lines, { family: BANGLA, ...o });

// 17. পথের পাঁচালী — a village road winding to the horizon under a low sun, kash grass.
{
  let grass = '';
  const r = rng(17);
  for (let i = 0; i < 26; i++) {
    const x = 10 + r() * 380;
    const y = 430 + r() * 150;
    grass += line(
      `M${num(x)} ${num(y)}q${num(-6 + r() * 12)} -30 ${num(-4 + r() * 8)} -52`,
      '#f8f1e2',
      3,
      {
        opacity: num(0.6 + r() * 0.4),
      },
    );
  }
  cover(
    'pather-panchali-bangla',
    'পথের পাঁচালী',
    'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
    rect(0, 0, 400, 600, 'url(#dawn)') +
      circle(200, 300, 46, '#fff0c4') +
      path('M0 320C120 300 280 304 400 316V600H0Z', '#6f9a4f') +
      path('M186 318C196 360 120 420 60 600H340C290 430 210 370 214 318Z', '#d9b27a') +
      line('M200 320C204 380 150 470 120 600', '#c49a5e', 3, { opacity: 0.6 }) +
      grass +
      bangla(200, 110, 'পথের পাঁচালী', { size: 52, weight: 'bold', fill: '#3b2a16' }) +
      bangla(200, 560, 'বিভূতিভূষণ বন্দ্যোপাধ্যায়', {
        size: 24,
        weight: 600,
        fill: '#fffaf0',
        extra: { stroke: '#3b2a16', 'stroke-width': 4, 'paint-order': 'stroke' },
      }),
    linear('dawn', [
      [0, '#f7c98b'],
      [1, '#fbe7c6'],
    ]),
  );
}

// 18. বনলতা সেন — night blue, a crescent moon, stars and a bird's nest ("পাখির নীড়ের মত চোখ").
{
  const r = rng(18);
  let stars = '';
  for (let i = 0; i < 30; i++)
    stars += circle(20 + r() * 360, 20 + r() * 300, 0.8 + r() * 1.8, '#f6ecd0', {
      opacity: num(0.4 + r() * 0.6),
    });
  let twigs = '';
  for (let i = 0; i < 9; i++)
    twigs += line(
      `M${130 + i * 4} ${388 + (i % 3) * 6}C180 ${360 + i * 4} 230 ${420 - i * 3} ${262 - i * 3} ${392 + (i % 2) * 8}`,
      '#8a6a3f',
      3,
    );
  cover(
    'banalata-sen',
    'বনলতা সেন',
    'জীবনানন্দ দাশ',
    rect(0, 0, 400, 600, '#14213d') +
      stars +
      circle(300, 150, 48, '#f3e2b3') +
      circle(322, 136, 44, '#14213d') +
      ellipse(200, 410, 84, 36, '#5a4327') +
      twigs +
      ellipse(200, 396, 60, 18, '#2a1f14') +
      ellipse(180, 392, 12, 9, '#e9e1cf') +
      ellipse(214, 394, 12, 9, '#e9e1cf') +
      bangla(200, 250, 'বনলতা সেন', { size: 60, weight: 'bold', fill: '#f3e2b3' }) +
      bangla(200, 540, 'জীবনানন্দ দাশ', { size: 26, fill: '#d8c59a' }),
  );
}

// 19. নন্দিত নরকে — a narrow Dhaka lane at dusk, one lit window.
cover(
  'nondito-noroke',
  'নন্দিত নরকে',
  'হুমায়ূন আহমেদ',
  rect(0, 0, 400, 600, '#4a3b52') +
    rect(0, 180, 140, 420, '#2f2636') +
    rect(260, 150, 140, 450, '#2f2636') +
    rect(150, 240, 100, 360, '#3a2f43') +
    [0, 1, 2].map((i) => rect(30, 220 + i * 90, 34, 44, '#1d1722')).join('') +
    [0, 1, 2].map((i) => rect(300, 200 + i * 90, 34, 44, '#1d1722')).join('') +
    rect(176, 300, 48, 60, '#f2b84b') +
    line('M200 300V360M176 330H224', '#4a3b52', 3) +
    path('M140 600L170 420H230L260 600Z', '#5b4a63') +
    bangla(200, 104, 'নন্দিত নরকে', { size: 54, weight: 'bold', fill: '#f7e3c0' }) +
    bangla(200, 556, 'হুমায়ূন আহমেদ', { size: 26, weight: 600, fill: '#f2b84b' }),
);

// 20. হোটেল গ্রেভার ইন — a snowed-in American motel sign, snowflakes.
{
  const r = rng(20);
  let snow = '';
  for (let i = 0; i < 40; i++)
    snow += circle(r() * 400, r() * 600, 1.5 + r() * 3, '#ffffff', {
      opacity: num(0.5 + r() * 0.5),
    });
  cover(
    'hotel-graver-inn',
    'হোটেল গ্রেভার ইন',
    'হুমায়ূন আহমেদ',
    rect(0, 0, 400, 600, '#9cc3d9') +
      path('M0 440C120 420 280 430 400 414V600H0Z', '#f4f8fb') +
      rect(90, 300, 220, 140, '#7b4b3a') +
      path('M80 304L200 240L320 304Z', '#e9eef2') +
      [110, 170, 230].map((x) => rect(x, 340, 40, 40, '#f2c14e')).join('') +
      rect(176, 396, 48, 44, '#4b2e24') +
      rect(250, 200, 100, 40, '#c0392b', { rx: 6 }) +
      text(300, 227, 'HOTEL', { size: 20, family: SANS, weight: 800, ls: 2, fill: '#fff' }) +
      line('M280 240V300M320 240V300', '#4b2e24', 4) +
      snow +
      bangla(200, 100, ['হোটেল', 'গ্রেভার ইন'], {
        size: 46,
        lh: 56,
        weight: 'bold',
        fill: '#16303f',
      }) +
      bangla(200, 556, 'হুমায়ূন আহমেদ', { size: 26, weight: 600, fill: '#16303f' }),
  );
}

// 21. বাঙালীর ইতিহাস: আদিপর্ব — terracotta temple panels.
{
  let panels = '';
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 3; col++) {
      const x = 70 + col * 90;
      const y = 200 + row * 90;
      panels +=
        rect(x, y, 80, 80, '#b4582f', { rx: 4 }) +
        circle(x + 40, y + 40, 22, 'none', { stroke: '#f0c9a4', 'stroke-width': 3 }) +
        path(
          `M${x + 40} ${y + 22}L${x + 52} ${y + 40}L${x + 40} ${y + 58}L${x + 28} ${y + 40}Z`,
          '#f0c9a4',
        );
    }
  cover(
    'bangalir-itihas',
    'বাঙালীর ইতিহাস: আদিপর্ব',
    'নীহাররঞ্জন রায়',
    rect(0, 0, 400, 600, '#7e2f1c') +
      rect(56, 186, 288, 288, '#5e2415', { rx: 6 }) +
      panels +
      bangla(200, 92, 'বাঙালীর ইতিহাস', { size: 46, weight: 'bold', fill: '#f7e0c4' }) +
      bangla(200, 144, 'আদিপর্ব', { size: 30, fill: '#f0c9a4' }) +
      bangla(200, 548, 'নীহাররঞ্জন রায়', { size: 26, weight: 600, fill: '#f7e0c4' }),
  );
}

// 22. গীতাঞ্জলি — an old cloth binding: deep green, a gilt frame and a lotus.
{
  const gold = '#d9b25f';
  let petals = '';
  for (let i = -3; i <= 3; i++)
    petals += path(
      'M200 380C186 346 188 312 200 290C212 312 214 346 200 380Z',
      i % 2 ? '#e8c878' : gold,
      {
        transform: `rotate(${i * 22} 200 380)`,
      },
    );
  cover(
    'gitanjali',
    'গীতাঞ্জলি',
    'রবীন্দ্রনাথ ঠাকুর',
    rect(0, 0, 400, 600, '#1f4d3a') +
      rect(30, 30, 340, 540, 'none', { stroke: gold, 'stroke-width': 3 }) +
      rect(42, 42, 316, 516, 'none', { stroke: gold, 'stroke-width': 1.5 }) +
      petals +
      line('M140 392C170 404 230 404 260 392', gold, 3) +
      bangla(200, 180, 'গীতাঞ্জলি', { size: 64, weight: 'bold', fill: gold }) +
      bangla(200, 500, 'রবীন্দ্রনাথ ঠাকুর', { size: 28, fill: '#f3e7cd' }),
  );
}

for (const c of covers) {
  out(
    `images/books/${c.slug}.svg`,
    svg(400, 600, `${c.title} by ${c.author}: book cover`, c.body + SPINE, c.defs),
  );
}

// ---------------------------------------------------------------- portraits (drawn on a 400x400 grid)
const SKIN = ['#f3cfae', '#e8b48d', '#d39a6a', '#b97c50', '#935b38', '#6f4429'];

/** Hair shapes: [behind the head, in front of the head]. */
function hairShapes(style, hair) {
  const hi = shade(hair, 0.18);
  switch (style) {
    case 'short':
      return [
        '',
        path(
          'M133 196C122 122 158 94 204 95C250 96 282 126 268 196C264 170 256 150 244 140C218 152 176 154 150 142C142 156 136 172 133 196Z',
          hair,
        ),
      ];
    case 'side':
      return [
        '',
        path(
          'M132 198C116 120 160 86 206 88C256 90 288 126 268 198C264 170 256 152 244 142C222 154 196 148 180 132C168 152 150 164 132 198Z',
          hair,
        ) + line('M178 104C200 96 226 100 244 112', hi, 5, { opacity: 0.6 }),
      ];
    case 'long':
      return [
        path(
          'M124 200C110 110 160 84 204 86C252 88 294 118 280 210C278 262 292 304 304 336C254 356 146 356 96 336C110 302 124 262 124 200Z',
          hair,
        ),
        path(
          'M133 204C124 124 164 96 200 98C236 96 278 124 267 204C258 158 236 126 200 114C164 126 142 158 133 204Z',
          hair,
        ) + line('M200 112C176 124 158 146 148 172', hi, 4, { opacity: 0.5 }),
      ];
    case 'bun':
      return [
        circle(200, 92, 34, hair) +
          path(
            'M128 200C124 230 130 252 142 262L150 200ZM272 200C276 230 270 252 258 262L250 200Z',
            hair,
          ),
        path(
          'M133 204C124 124 164 100 200 102C236 100 278 124 267 204C258 158 236 130 200 118C164 130 142 158 133 204Z',
          hair,
        ) + rect(170, 108, 60, 8, C.saffron, { rx: 4, opacity: 0.9 }),
      ];
    case 'bob':
      return [
        path(
          'M124 214C108 122 160 86 204 88C250 90 292 122 276 214C278 244 274 266 264 276H136C126 266 122 244 124 214Z',
          hair,
        ),
        path(
          'M134 176C136 122 170 102 204 102C240 102 266 124 266 176C240 154 172 154 134 176Z',
          hair,
        ),
      ];
    case 'curly': {
      let s = '';
      const pts = [
        [136, 168],
        [134, 140],
        [148, 116],
        [170, 100],
        [198, 94],
        [226, 98],
        [250, 112],
        [264, 136],
        [266, 166],
        [160, 130],
        [200, 118],
        [238, 128],
        [182, 110],
        [218, 108],
      ];
      for (const [x, y] of pts) s += circle(x, y, 24, hair);
      return [
        '',
        s + circle(160, 112, 8, hi, { opacity: 0.5 }) + circle(232, 106, 7, hi, { opacity: 0.5 }),
      ];
    }
    case 'topi':
      return [
        '',
        path('M134 178C132 170 136 160 142 156V180ZM266 178C268 170 264 160 258 156V180Z', hair) +
          path('M140 142C142 104 258 104 260 142C226 132 174 132 140 142Z', '#f7f3ea') +
          line('M156 126H244M150 136H250', '#d8d0bf', 2, { 'stroke-dasharray': '2 6' }),
      ];
    case 'hijab':
      return ['', ''];
    default:
      return ['', ''];
  }
}

/**
 * Flat illustrated portrait. o: { bg, bg2, skin, hair, style, top, outfit, glasses, beard,
 * scarf, mouth, extra } — returns the body of a 400x400 drawing.
 */
function portrait(o) {
  const sk = o.skin;
  const skd = shade(sk, -0.14);
  const top = o.top;
  const topd = shade(top, -0.18);
  const [hairBack, hairFront] = hairShapes(o.style, o.hair);
  let s = rect(0, 0, 400, 400, o.bg) + circle(200, 214, 150, o.bg2);
  s += hairBack;
  // torso
  s += path('M62 400C66 330 112 296 200 294C288 296 334 330 338 400Z', top);
  if (o.hijab) {
    s += path(
      'M112 206C104 120 150 84 200 84C250 84 296 120 288 206C286 262 300 304 326 344C276 372 124 372 74 344C100 304 114 262 112 206Z',
      o.hijab,
    );
    s += path(
      'M150 300C170 330 230 330 250 300C262 320 268 340 270 370C230 390 170 390 130 370C132 340 138 320 150 300Z',
      shade(o.hijab, -0.12),
    );
  } else {
    s += path('M174 232H226V292C214 306 186 306 174 292Z', skd);
    s += ellipse(134, 194, 13, 19, sk) + ellipse(266, 194, 13, 19, sk);
    s += ellipse(136, 196, 6, 10, skd) + ellipse(264, 196, 6, 10, skd);
  }
  // outfit details
  switch (o.outfit) {
    case 'shirt':
      s +=
        path('M168 296L200 334L184 352L158 306Z', '#fbfaf6') +
        path('M232 296L200 334L216 352L242 306Z', '#fbfaf6');
      s +=
        line('M200 336V400', topd, 3) + circle(200, 360, 3.5, topd) + circle(200, 384, 3.5, topd);
      break;
    case 'panjabi':
      s += path(
        'M170 292C184 302 216 302 230 292L232 308C216 318 184 318 168 308Z',
        shade(top, 0.25),
      );
      s +=
        rect(194, 310, 12, 90, shade(top, 0.25)) +
        circle(200, 326, 3, topd) +
        circle(200, 346, 3, topd) +
        circle(200, 366, 3, topd);
      break;
    case 'saree':
      s += path('M172 296C184 312 216 312 228 296', 'none', { stroke: topd, 'stroke-width': 4 });
      s += path('M236 296C272 302 306 318 322 344L250 400H150Z', o.saree);
      s += line('M248 298C282 306 306 322 318 340M170 396L300 340', o.border, 6);
      break;
    case 'tee':
      s += path('M170 296C180 318 220 318 230 296', 'none', { stroke: topd, 'stroke-width': 5 });
      break;
    case 'blazer':
      s += path('M174 296L200 360L226 296Z', '#fbfaf6');
      s += path('M166 298L200 400H150L132 320ZM234 298L200 400H250L268 320Z', topd);
      break;
    case 'kameez':
      s += path('M176 296C180 326 220 326 224 296Z', topd);
      s += line('M110 340C140 356 170 362 200 362S260 356 290 340', shade(top, 0.35), 4, {
        'stroke-dasharray': '1 9',
      });
      break;
    default:
  }
  if (o.orna) {
    s += path(
      'M96 344C120 310 150 298 172 294C180 330 220 330 228 294C250 298 280 310 304 344C290 360 280 380 276 400H250C250 370 240 350 226 336C214 352 186 352 174 336C160 350 150 370 150 400H124C120 380 110 360 96 344Z',
      o.orna,
    );
  }
  if (o.scarf) {
    s += path('M158 284C178 306 222 306 242 284L252 304C226 334 174 334 148 304Z', o.scarf);
    s += path('M214 318L238 314L246 380L222 384Z', shade(o.scarf, -0.12));
    s += line('M224 374L246 370', shade(o.scarf, 0.3), 3);
  }
  // head
  s += ellipse(200, 190, 66, 78, sk);
  if (o.hijab) {
    s += path(
      'M136 206C130 140 160 110 200 110C240 110 270 140 264 206C256 158 234 132 200 130C166 132 144 158 136 206Z',
      o.hijab,
    );
  }
  if (o.beard) {
    s += path(
      'M134 196C134 262 168 292 200 292C232 292 266 262 266 196C260 226 246 236 232 232C220 244 180 244 168 232C154 236 140 226 134 196Z',
      o.beard,
    );
    s += path('M174 226C186 216 214 216 226 226C214 232 186 232 174 226Z', o.beard);
  }
  s += hairFront;
  // face
  const brow = o.browColor || shade(o.hair, 0.05);
  s += line('M160 166Q174 158 190 164M210 164Q226 158 240 166', brow, 6);
  s += ellipse(176, 190, 6.5, 8, C.ink) + ellipse(224, 190, 6.5, 8, C.ink);
  s += circle(178.5, 187, 2, '#fff') + circle(226.5, 187, 2, '#fff');
  s += line('M200 196Q194 212 204 214', skd, 4, { 'stroke-linejoin': 'round' });
  s +=
    ellipse(156, 218, 14, 8, '#e0636b', { opacity: 0.22 }) +
    ellipse(244, 218, 14, 8, '#e0636b', { opacity: 0.22 });
  if (o.mouth === 'open') {
    s +=
      path('M178 228Q200 256 222 228Z', '#7a2e2e') +
      path('M182 230Q200 236 218 230L216 234Q200 238 184 234Z', '#fff');
  } else {
    s += line('M182 232Q200 246 218 232', '#7a2e2e', 5);
  }
  if (o.bindi) s += circle(200, 150, 4, C.brick);
  if (o.glasses) {
    s += g(
      { fill: '#fff', 'fill-opacity': 0.18, stroke: o.glasses, 'stroke-width': 5 },
      el('rect', { x: 150, y: 172, width: 46, height: 36, rx: 12 }) +
        el('rect', { x: 204, y: 172, width: 46, height: 36, rx: 12 }),
    );
    s += line('M196 186Q200 182 204 186M150 184L136 180M250 184L264 180', o.glasses, 4);
  }
  return s + (o.extra || '');
}

const team = [
  {
    bg: '#e7f0ea',
    bg2: '#cfe2d6',
    skin: SKIN[2],
    hair: '#1d1714',
    style: 'short',
    top: C.teal,
    outfit: 'shirt',
    mouth: 'open',
  },
  {
    bg: '#fbeede',
    bg2: '#f6d9b6',
    skin: SKIN[1],
    hair: '#2a1d17',
    style: 'hijab',
    hijab: C.leaf,
    top: C.saffron,
    outfit: 'tee',
    mouth: 'open',
  },
  {
    bg: '#f3e6f0',
    bg2: '#e6cfe0',
    skin: SKIN[3],
    hair: '#1a1412',
    style: 'long',
    top: '#7b3b6e',
    outfit: 'kameez',
    orna: '#f2a541',
    bindi: true,
  },
  {
    bg: '#e6eef5',
    bg2: '#cddcea',
    skin: SKIN[4],
    hair: '#15110f',
    style: 'curly',
    top: C.saffron,
    outfit: 'tee',
    glasses: '#1b2329',
    mouth: 'open',
  },
  {
    bg: '#f8ebe3',
    bg2: '#efd3c4',
    skin: SKIN[2],
    hair: '#9a9793',
    browColor: '#8a8783',
    style: 'topi',
    beard: '#d9d6d0',
    top: '#f4efe4',
    outfit: 'panjabi',
    glasses: '#6b4a35',
  },
  {
    bg: '#fdf3dc',
    bg2: '#f7e2b0',
    skin: SKIN[0],
    hair: '#3b2a20',
    style: 'bob',
    top: C.brick,
    outfit: 'blazer',
    glasses: C.teal,
    mouth: 'open',
  },
  {
    bg: '#e4f1f1',
    bg2: '#c6e2e2',
    skin: SKIN[5],
    hair: '#120e0c',
    style: 'bun',
    top: '#2f5d73',
    outfit: 'saree',
    saree: '#e36f5a',
    border: C.saffron,
    mouth: 'open',
  },
  {
    bg: '#efe9f7',
    bg2: '#dcd2ee',
    skin: SKIN[3],
    hair: '#221915',
    style: 'side',
    top: '#3f5e8c',
    outfit: 'tee',
    scarf: C.brick,
    beard: '#221915',
  },
];
const teamAlt = [
  'Team member with short hair in a teal shirt',
  'Team member in a green hijab',
  'Team member with long hair and a saffron orna',
  'Team member with curly hair and glasses',
  'Team member with a white cap, beard and glasses',
  'Team member with a bob and glasses in a red blazer',
  'Team member with a bun in a coral saree',
  'Team member with side-parted hair, beard and red scarf',
];
team.forEach((o, i) =>
  out(`images/team/member-${i + 1}.svg`, svg(400, 400, teamAlt[i], portrait(o))),
);

/** 160x160 avatar: a 400-grid portrait scaled by .4, with an optional badge. */
const small = (title, body) => svg(160, 160, title, g({ transform: 'scale(.4)' }, body));
const badge = (fill, icon) => circle(306, 306, 46, '#fff') + circle(306, 306, 38, fill) + icon;

out(
  'images/people/reader.svg',
  small(
    'Happy reader',
    portrait({
      bg: '#fbe9d2',
      bg2: '#f5d3a8',
      skin: SKIN[2],
      hair: '#1a1412',
      style: 'long',
      top: C.leaf,
      outfit: 'kameez',
      orna: '#f3c7b8',
      mouth: 'open',
      extra:
        path('M116 352C150 334 186 336 200 350C214 336 250 334 284 352V400H116Z', C.brick) +
        path('M124 350C156 334 186 338 200 352V400C186 388 156 384 124 392Z', C.cream) +
        path('M276 350C244 334 214 338 200 352V400C214 388 244 384 276 392Z', '#f1dfc2') +
        line(
          'M140 360C160 354 176 356 188 362M140 374C160 368 176 370 188 376M212 362C224 356 240 354 260 360',
          C.teal,
          3,
          { opacity: 0.3 },
        ),
    }),
  ),
);

out(
  'images/avatars/admin.svg',
  small(
    'Admin avatar',
    portrait({
      bg: '#dfe7ec',
      bg2: '#c3d3dc',
      skin: SKIN[3],
      hair: '#1b1512',
      style: 'side',
      top: C.teal,
      outfit: 'blazer',
      glasses: C.ink,
      mouth: 'open',
      extra: badge(
        C.teal,
        path(
          'M306 282L328 290V308C328 322 318 332 306 336C294 332 284 322 284 308V290Z',
          C.saffron,
        ) + line('M296 308L303 315L317 300', C.teal, 5),
      ),
    }),
  ),
);
out(
  'images/avatars/seller.svg',
  small(
    'Seller avatar',
    portrait({
      bg: '#fbeede',
      bg2: '#f4d6b0',
      skin: SKIN[1],
      hair: '#2a1d17',
      style: 'hijab',
      hijab: C.brick,
      top: C.saffron,
      outfit: 'tee',
      mouth: 'open',
      extra: badge(
        C.leaf,
        rect(288, 288, 36, 12, C.cream, { rx: 2 }) +
          rect(292, 302, 32, 12, C.saffron, { rx: 2 }) +
          rect(286, 316, 38, 12, C.cream, { rx: 2 }),
      ),
    }),
  ),
);
out(
  'images/avatars/newseller.svg',
  small(
    'New seller avatar',
    portrait({
      bg: '#e7f2ea',
      bg2: '#cbe4d2',
      skin: SKIN[4],
      hair: '#15110f',
      style: 'short',
      top: '#e36f5a',
      outfit: 'tee',
      mouth: 'open',
      extra: badge(C.saffron, sparkle(306, 306, 24, '#fff') + sparkle(322, 288, 7, '#fff')),
    }),
  ),
);
out(
  'images/avatars/buyer.svg',
  small(
    'Buyer avatar',
    portrait({
      bg: '#efe9f7',
      bg2: '#d9cdee',
      skin: SKIN[0],
      hair: '#4a3022',
      style: 'bun',
      top: '#2f5d73',
      outfit: 'kameez',
      orna: '#f2a541',
      extra: badge(
        C.brick,
        path('M290 296H322L318 330H294Z', C.cream) +
          line('M298 298V292C298 282 314 282 314 292V298', C.cream, 4),
      ),
    }),
  ),
);

// ---------------------------------------------------------------- categories (600x400)
out(
  'images/categories/art-and-collectibles.svg',
  svg(
    600,
    400,
    'Art and collectibles: an easel, a paint palette and framed art',
    rect(0, 0, 600, 400, '#f7e9d7') +
      rect(0, 322, 600, 78, '#dcb88d') +
      rect(0, 318, 600, 8, '#c99f70') +
      // framed landscape
      rect(52, 48, 200, 150, '#c9a24e', { rx: 3 }) +
      rect(64, 60, 176, 126, '#9b7a33') +
      rect(68, 64, 168, 118, '#bfe0e3') +
      circle(190, 96, 16, C.saffron) +
      path('M68 150C110 118 150 126 184 146C206 134 222 136 236 142V182H68Z', '#7fae8a') +
      path('M68 166C120 150 180 160 236 156V182H68Z', C.leaf) +
      // oval portrait
      ellipse(300, 112, 34, 44, C.brick) +
      ellipse(300, 112, 26, 36, '#f3dcc0') +
      circle(300, 100, 10, '#8a5a3b') +
      path('M280 140C284 124 316 124 320 140C312 148 288 148 280 140Z', C.teal) +
      // vase (collectible)
      path('M316 322C296 300 300 270 318 258V246H346V258C364 270 368 300 348 322Z', C.teal) +
      rect(314, 240, 36, 8, '#2f5d73', { rx: 3 }) +
      line('M306 286H358', C.saffron, 4) +
      path('M320 300l6-8 6 8 6-8 6 8 6-8', 'none', { stroke: C.cream, 'stroke-width': 2 }) +
      // easel
      line('M470 50L404 372M470 50L536 372M470 60L474 360', '#8a5a3b', 9) +
      rect(404, 252, 132, 10, '#6b4a35', { rx: 3 }) +
      rect(392, 92, 156, 162, '#fffaf2') +
      rect(392, 92, 156, 162, 'none', { stroke: '#e3d3bc', 'stroke-width': 3 }) +
      circle(446, 148, 30, C.saffron) +
      path('M400 246C430 200 470 214 500 190C520 176 534 178 540 182V246Z', C.brick) +
      line('M410 120C440 110 470 126 520 108', C.teal, 6) +
      circle(510, 150, 10, C.leaf) +
      // palette
      path(
        'M96 352C70 310 106 262 178 260C250 258 292 290 282 318C274 340 244 328 226 344C208 360 230 386 188 392C140 398 112 380 96 352Z',
        '#e9c795',
        { stroke: '#c99f70', 'stroke-width': 3 },
      ) +
      ellipse(214, 322, 14, 10, '#f7e9d7', { transform: 'rotate(-15 214 322)' }) +
      circle(130, 318, 13, C.brick) +
      circle(160, 290, 13, C.saffron) +
      circle(204, 284, 13, C.leaf) +
      circle(246, 296, 11, C.teal) +
      circle(140, 356, 12, '#fffaf2') +
      line('M96 232L198 352', '#6b4a35', 8) +
      line('M188 340L206 362', '#c9c0b0', 10) +
      path('M204 358L222 384L210 368Z', C.ink, {
        stroke: C.ink,
        'stroke-width': 8,
        'stroke-linejoin': 'round',
      }),
  ),
);

{
  const r = rng(33);
  let stars = '';
  for (let i = 0; i < 26; i++) {
    const x = 20 + r() * 560;
    const y = 14 + r() * 170;
    stars +=
      i % 5 === 0
        ? sparkle(x, y, 6 + r() * 4, '#fbe3b0')
        : circle(x, y, 1 + r() * 1.8, '#fbe3b0', { opacity: num(0.5 + r() * 0.5) });
  }
  out(
    'images/categories/fiction.svg',
    svg(
      600,
      400,
      'Fiction: a castle rising from an open storybook under the moon',
      rect(0, 0, 600, 400, 'url(#night)') +
        stars +
        circle(480, 80, 38, '#f8d98c', { mask: 'url(#moon)' }) +
        ellipse(120, 120, 60, 14, '#fdf6ec', { opacity: 0.12 }) +
        ellipse(430, 180, 80, 14, '#fdf6ec', { opacity: 0.1 }) +
        // book cover
        path(
          'M300 316C240 282 150 280 84 296V380C150 366 240 368 300 392C360 368 450 366 516 380V296C450 280 360 282 300 316Z',
          C.brick,
        ) +
        // castle
        g(
          { fill: '#f6dcae' },
          rect(236, 204, 128, 110) +
            rect(214, 170, 40, 144) +
            rect(346, 170, 40, 144) +
            rect(280, 140, 40, 174) +
            path(
              'M210 172L234 120L258 172ZM342 172L366 120L390 172ZM276 142L300 84L324 142Z',
              C.saffron,
            ) +
            path('M236 204V194h14v10h14v-10h14v10h14v-10h14v10h14v-10h14v10h14v-10h14v10Z'),
        ) +
        line('M300 84V62M234 120V104M366 120V104', '#f6dcae', 3) +
        path('M300 62l18 6-18 6ZM234 104l14 5-14 5ZM366 104l14 5-14 5Z', C.brick) +
        path('M284 314V276C284 264 316 264 316 276V314Z', '#7a4a3a') +
        [
          [228, 190],
          [360, 190],
          [294, 168],
          [248, 240],
          [344, 240],
        ]
          .map(([x, y]) => rect(x, y, 12, 18, C.saffron, { rx: 6 }))
          .join('') +
        // pages (drawn over the castle base so it rises from the book)
        path('M300 320C240 290 160 288 96 302V372C160 360 240 362 300 384Z', C.cream) +
        path('M300 320C360 290 440 288 504 302V372C440 360 360 362 300 384Z', '#f1dfc2') +
        line(
          'M122 316C170 306 230 308 276 324M122 334C170 324 230 326 276 342M122 352C170 342 230 344 276 360M324 324C370 308 430 306 478 316M324 342C370 326 430 324 478 334M324 360C370 344 430 342 478 352',
          C.teal,
          2,
          { opacity: 0.25 },
        ) +
        sparkle(190, 250, 9, '#fbe3b0') +
        sparkle(420, 236, 7, '#fbe3b0') +
        sparkle(160, 214, 5, '#fbe3b0'),
      linear('night', [
        [0, '#152b3a'],
        [1, '#2f5d73'],
      ]) + el('mask', { id: 'moon' }, circle(480, 80, 40, '#fff') + circle(498, 68, 35, '#000')),
    ),
  );
}

out(
  'images/categories/non-fiction.svg',
  svg(
    600,
    400,
    'Non-fiction: a globe, a magnifying glass and a notebook on a desk',
    rect(0, 0, 600, 400, '#e8f0ea') +
      circle(520, 70, 120, '#d7e6dc') +
      rect(0, 300, 600, 100, '#c98f5a') +
      rect(0, 300, 600, 10, '#b07a48') +
      // books under the globe
      rect(70, 262, 170, 20, C.brick, { rx: 3 }) +
      rect(80, 282, 160, 20, C.teal, { rx: 3 }) +
      rect(226, 266, 10, 12, C.cream) +
      rect(226, 286, 10, 12, C.cream) +
      // globe
      rect(130, 246, 50, 16, '#6b4a35', { rx: 4 }) +
      rect(148, 222, 14, 28, '#6b4a35') +
      circle(155, 140, 82, '#2f6f8a') +
      path(
        'M110 80C130 74 150 86 146 104C142 120 120 118 116 134C112 150 96 150 88 136C80 120 92 88 110 80Z',
        '#7fb58a',
      ) +
      path(
        'M170 90C196 86 220 104 224 126C210 122 200 132 204 148C192 150 180 140 178 124C166 116 160 98 170 90Z',
        '#7fb58a',
      ) +
      path(
        'M140 170C156 164 176 176 178 196C172 212 154 216 146 204C136 192 130 176 140 170Z',
        '#7fb58a',
      ) +
      ellipse(155, 140, 82, 30, 'none', { stroke: '#fff', 'stroke-width': 1.5, opacity: 0.35 }) +
      ellipse(155, 140, 36, 82, 'none', { stroke: '#fff', 'stroke-width': 1.5, opacity: 0.35 }) +
      path('M72 132C70 190 110 232 160 234', 'none', {
        stroke: '#8a6a2c',
        'stroke-width': 8,
        'stroke-linecap': 'round',
      }) +
      circle(118, 98, 20, '#fff', { opacity: 0.15 }) +
      // notebook
      g(
        { transform: 'rotate(-6 410 300)' },
        rect(286, 230, 250, 130, '#24465a', { rx: 8 }) +
          rect(296, 236, 114, 118, C.cream, { rx: 3 }) +
          rect(412, 236, 114, 118, '#f6ead6', { rx: 3 }) +
          line(
            'M308 262H396M308 282H396M308 302H380M308 322H396M424 262H512M424 282H500M424 302H512',
            '#9bb4c0',
            2.5,
          ) +
          line('M410 240V350', '#d9c7a8', 3) +
          line('M432 330L506 324', C.brick, 3),
      ) +
      // pencil
      g(
        { transform: 'translate(0 -14) rotate(-14 470 372)' },
        rect(380, 364, 150, 16, C.saffron, { rx: 2 }) +
          rect(370, 364, 14, 16, '#e38b8b', { rx: 3 }) +
          rect(382, 364, 8, 16, '#c9c0b0') +
          path('M530 364L556 372L530 380Z', '#f3d9b1') +
          path('M548 369.5L556 372L548 374.5Z', C.ink),
      ) +
      // magnifier
      line('M488 170L548 240', '#7a3b33', 16) +
      circle(452, 130, 52, '#d9eef2', {
        'fill-opacity': 0.75,
        stroke: C.teal,
        'stroke-width': 12,
      }) +
      path('M420 112C426 96 440 88 456 86', 'none', {
        stroke: '#fff',
        'stroke-width': 6,
        'stroke-linecap': 'round',
      }),
  ),
);

// ---------------------------------------------------------------- banners (1600x600)
/** Collects many axis-aligned rectangles per fill colour into a single <path> each. */
function batch() {
  const by = new Map();
  return {
    add(fill, x, y, w, h) {
      if (!by.has(fill)) by.set(fill, []);
      by.get(fill).push(`M${num(x)} ${num(y)}h${num(w)}v${num(h)}h${num(-w)}Z`);
    },
    toString() {
      return [...by]
        .map(([fill, d]) => {
          const [color, opacity] = fill.split('/');
          return path(d.join(''), color, { opacity });
        })
        .join('');
    },
  };
}

const SPINES = [
  C.teal,
  C.saffron,
  C.brick,
  C.leaf,
  '#2f5d73',
  '#e0c48f',
  '#7a3b33',
  '#5c8f6f',
  '#d98c3b',
  C.paper,
];

/** Fills one shelf compartment with upright spines, the odd horizontal pile and a leaning book. */
function fillShelf(b, r, x0, x1, bottom, hMax) {
  let x = x0;
  let extra = '';
  while (x < x1 - 18) {
    const room = x1 - x;
    if (r() < 0.1 && room > 90) {
      const n = 2 + Math.floor(r() * 3);
      for (let i = 0; i < n; i++) {
        const w = 56 + r() * 18;
        b.add(SPINES[Math.floor(r() * SPINES.length)], x + r() * 4, bottom - (i + 1) * 14, w, 13);
      }
      x += 80;
      continue;
    }
    if (room < 48 && room > 26 && r() < 0.7) {
      const h = hMax * 0.8;
      const w = 18;
      const off = h * 0.26;
      extra += rect(x + off, bottom - h, w, h, SPINES[Math.floor(r() * SPINES.length)], {
        transform: `rotate(-15 ${num(x + off + w)} ${num(bottom)})`,
      });
      break;
    }
    const w = 15 + r() * 15;
    if (w > room) break;
    const h = hMax * (0.66 + r() * 0.32);
    b.add(SPINES[Math.floor(r() * SPINES.length)], x, bottom - h, w, h);
    b.add('#fff/.28', x, bottom - h * 0.86, w, 3.5);
    if (r() < 0.55) b.add('#000/.18', x, bottom - h * 0.22, w, 3);
    x += w + 1.5;
  }
  return extra;
}

/** A book lying flat, spine towards the viewer. */
function flatBook(x, y, w, h, fill) {
  return (
    rect(x, y, w, h, fill, { rx: 4 }) +
    rect(x + 12, y + 4, 5, h - 8, shade(fill, 0.3)) +
    rect(x + w - 17, y + 4, 5, h - 8, shade(fill, 0.3)) +
    rect(x + w * 0.35, y + h / 2 - 2, w * 0.3, 4, shade(fill, -0.2), { rx: 2 })
  );
}

/** A book lying flat, page edges towards the viewer. */
function pagesBook(x, y, w, h, fill) {
  return (
    rect(x, y, w, h, fill, { rx: 4 }) +
    rect(x + 4, y + 4, w - 8, h - 8, '#fbf3e4') +
    line(
      `M${x + 8} ${y + h / 2 - 3}H${x + w - 8}M${x + 8} ${y + h / 2 + 3}H${x + w - 8}`,
      '#d9c7a8',
      1.5,
    )
  );
}

function pendant(x, len) {
  return (
    line(`M${x} 0V${len}`, C.teal, 3) +
    circle(x, len + 46, 60, '#fbe3b0', { opacity: 0.45 }) +
    path(`M${x - 18} ${len}H${x + 18}L${x + 38} ${len + 40}H${x - 38}Z`, C.saffron) +
    rect(x - 38, len + 38, 76, 6, shade(C.saffron, -0.2), { rx: 3 })
  );
}

// Banner 1 — a tall bookcase, a reading chair and a pendant lamp.
{
  const r = rng(101);
  const b = batch();
  let extra = '';
  const rows = [96, 206, 316, 426];
  for (const top of rows) {
    extra += fillShelf(b, r, 892, 1112, top + 98, 92);
    extra += fillShelf(b, r, 1134, 1350, top + 98, 92);
  }
  const body =
    rect(0, 0, 1600, 600, 'url(#bg)') +
    circle(1120, 300, 400, '#f9e6c8', { opacity: 0.7 }) +
    rect(0, 552, 1600, 48, '#e8cda6') +
    rect(0, 548, 1600, 6, '#d8b98d') +
    // bookcase
    rect(866, 74, 508, 478, C.teal, { rx: 6 }) +
    rect(852, 60, 536, 22, C.tealDeep, { rx: 4 }) +
    rect(856, 532, 528, 20, C.tealDeep, { rx: 3 }) +
    rect(886, 92, 468, 434, '#132a37') +
    rows.map((t) => rect(886, t + 98, 468, 12, C.teal)).join('') +
    rect(1114, 92, 16, 434, C.teal) +
    b +
    extra +
    rows.map((t) => rect(886, t + 98, 468, 3, '#fff', { opacity: 0.12 })).join('') +
    // plant on top
    path('M904 60L898 26H946L940 60Z', C.brick) +
    rect(894, 20, 56, 10, shade(C.brick, -0.15), { rx: 4 }) +
    path('M922 22C900 4 886 6 876 12C894 12 908 18 918 24Z', C.leaf) +
    path('M924 22C926 -2 944 -6 956 -2C942 4 932 12 928 24Z', '#5c8f6f') +
    path('M920 22C912 0 918 -12 926 -16C928 -2 926 10 924 22Z', C.leaf) +
    path('M926 22C946 10 966 12 976 20C958 18 942 20 930 26Z', '#5c8f6f') +
    // books and a clock on top
    flatBook(1240, 40, 110, 20, C.brick) +
    flatBook(1250, 22, 96, 18, C.saffron) +
    circle(1200, 38, 22, C.cream, { stroke: '#7a3b33', 'stroke-width': 5 }) +
    line('M1200 38V26M1200 38L1208 44', C.teal, 3) +
    // floor pile with a cup of cha
    pagesBook(752, 520, 110, 28, C.teal) +
    flatBook(760, 494, 96, 26, C.brick) +
    flatBook(756, 470, 104, 24, '#5c8f6f') +
    path('M790 440H826L822 470H794Z', C.cream) +
    path('M826 448C840 448 840 462 824 462', 'none', { stroke: C.cream, 'stroke-width': 5 }) +
    line('M802 430C796 420 808 414 802 404M816 430C810 420 822 414 816 404', '#c9a27a', 3, {
      opacity: 0.7,
    }) +
    // wall frame above the chair
    rect(1436, 110, 120, 92, '#c9a24e', { rx: 3 }) +
    rect(1446, 120, 100, 72, '#f3dcc0') +
    circle(1520, 140, 10, C.saffron) +
    path('M1446 192L1480 150L1506 176L1522 162L1546 192Z', C.leaf) +
    // armchair
    ellipse(1496, 566, 118, 14, '#d5a57a', { opacity: 0.7 }) +
    rect(1420, 300, 152, 190, C.brick, { rx: 44 }) +
    rect(1434, 314, 124, 120, shade(C.brick, 0.1), { rx: 34 }) +
    rect(1410, 448, 172, 66, shade(C.brick, -0.12), { rx: 20 }) +
    rect(1398, 400, 40, 120, C.brick, { rx: 20 }) +
    rect(1554, 400, 40, 120, C.brick, { rx: 20 }) +
    rect(1414, 518, 14, 32, '#6b4a35') +
    rect(1566, 518, 14, 32, '#6b4a35') +
    rect(1448, 378, 70, 54, C.saffron, { rx: 16, transform: 'rotate(-10 1483 405)' }) +
    path(
      'M1470 446C1490 436 1510 436 1522 446C1534 436 1554 436 1572 446L1566 456C1550 448 1534 450 1522 456C1510 450 1490 448 1476 456Z',
      C.cream,
    ) +
    line('M1522 446V456', '#c9a27a', 2) +
    pendant(790, 150);
  out(
    'images/banner/banner-1.svg',
    svg(
      1600,
      600,
      'A cosy corner with a tall bookcase full of used books and a reading chair',
      body,
      linear(
        'bg',
        [
          [0, C.cream],
          [0.45, '#fcf1e1'],
          [1, '#f6e0bd'],
        ],
        { x2: 1, y2: 0 },
      ),
    ),
  );
}

// Banner 2 — a reader resting against a tree on a warm afternoon.
{
  const r = rng(202);
  let canopy = '';
  const blobs = [
    [1300, 210, 125],
    [1185, 250, 88],
    [1418, 250, 92],
    [1235, 145, 98],
    [1372, 140, 100],
    [1300, 86, 84],
    [1150, 314, 56],
    [1462, 312, 60],
    [1245, 300, 78],
    [1362, 300, 78],
  ];
  for (const [x, y, rr] of blobs) canopy += circle(x, y, rr, C.leaf);
  for (const [x, y, rr] of blobs.slice(0, 6))
    canopy += circle(x - 16, y - 18, rr * 0.78, '#5da07a');
  canopy += circle(1270, 80, 52, '#6aab84') + circle(1200, 140, 48, '#6aab84');
  for (let i = 0; i < 18; i++) {
    const x = 1130 + r() * 340;
    const y = 70 + r() * 240;
    canopy += circle(x, y, 5 + r() * 7, '#8cc49e', { opacity: 0.6 });
  }
  let grass = '';
  for (let i = 0; i < 30; i++) {
    const x = 760 + r() * 820;
    const y = 548 + r() * 44;
    grass += `M${num(x)} ${num(y)}l-4-14M${num(x + 4)} ${num(y)}l2-16M${num(x + 8)} ${num(y)}l6-12`;
  }
  const flowers = [
    [880, 560, C.saffron],
    [940, 578, C.cream],
    [1010, 556, C.brick],
    [1500, 580, C.saffron],
    [1560, 556, C.cream],
    [820, 586, C.brick],
  ]
    .map(([x, y, f]) => circle(x, y, 6, f) + circle(x, y, 2.5, '#7a3b33'))
    .join('');
  const body =
    rect(0, 0, 1600, 600, 'url(#sky)') +
    circle(1010, 300, 150, '#fbe3b0', { opacity: 0.6 }) +
    circle(1010, 300, 92, '#f7c46f') +
    line(
      'M850 150q14-12 28 0q14-12 28 0M930 110q10-9 20 0q10-9 20 0M1010 160q9-8 18 0q9-8 18 0',
      C.teal,
      3.5,
      {
        'stroke-linejoin': 'round',
      },
    ) +
    path('M0 470C300 462 620 444 900 414S1400 360 1600 370V600H0Z', '#d4dfb4') +
    path('M0 520C400 512 720 496 1000 468S1450 436 1600 444V600H0Z', '#9fc08f') +
    path('M0 572C500 566 860 546 1120 528S1480 504 1600 508V600H0Z', C.leaf) +
    line(grass, '#2f6b4a', 2.5) +
    flowers +
    // tree
    path('M1276 540C1292 460 1290 380 1270 300L1312 296C1318 380 1322 460 1348 540Z', '#6b4a35') +
    path('M1286 360C1250 330 1222 320 1196 322L1200 310C1230 306 1260 318 1290 340Z', '#6b4a35') +
    path('M1306 330C1340 300 1368 292 1400 296L1398 308C1370 306 1344 316 1312 344Z', '#6b4a35') +
    canopy +
    ellipse(1300, 544, 110, 12, '#2f6b4a', { opacity: 0.5 }) +
    // books on the grass
    flatBook(1350, 518, 86, 18, C.brick) +
    flatBook(1356, 500, 72, 18, C.teal) +
    pagesBook(1346, 482, 82, 18, C.saffron) +
    // the reader: sitting, knees up, leaning on the trunk
    g(
      { transform: 'translate(-322.5 -135) scale(1.25)' },
      line('M1250 532L1228 474L1214 534', shade(C.teal, -0.25), 26, {
        'stroke-linejoin': 'round',
      }) +
        line('M1264 528L1210 470L1190 532', C.teal, 28, { 'stroke-linejoin': 'round' }) +
        ellipse(1184, 540, 18, 8, '#3a2a22') +
        ellipse(1206, 542, 16, 7, '#2a1d17') +
        path(
          'M1240 534C1232 490 1238 440 1262 424C1280 418 1294 430 1292 450L1290 534Z',
          C.saffron,
        ) +
        path('M1256 430L1292 430L1288 458C1276 470 1262 480 1248 490Z', '#e36f5a') +
        rect(1260, 404, 14, 22, '#b07850') +
        circle(1268, 396, 25, '#c98e62') +
        path(
          'M1246 392C1244 366 1270 356 1290 368C1302 378 1300 398 1292 410C1286 396 1272 386 1256 388Z',
          '#1d1714',
        ) +
        circle(1298, 396, 11, '#1d1714') +
        circle(1254, 398, 2.5, C.ink) +
        line('M1250 410q6 4 10 1', '#7a2e2e', 2.5) +
        line('M1264 452L1218 462', C.saffron, 16) +
        path(
          'M1176 436C1190 426 1204 428 1212 436C1220 428 1234 426 1246 434L1236 472C1228 466 1218 466 1210 472C1200 464 1188 466 1178 472Z',
          C.brick,
        ) +
        path('M1180 438C1192 430 1204 432 1210 440L1208 468C1200 462 1190 462 1182 466Z', C.cream) +
        path(
          'M1240 436C1230 430 1218 432 1212 440L1210 468C1218 462 1228 462 1234 466Z',
          '#f1dfc2',
        ) +
        circle(1214, 462, 8, '#c98e62'),
    ) +
    // falling leaves
    ellipse(1110, 380, 8, 4, '#5da07a', { transform: 'rotate(30 1110 380)' }) +
    ellipse(1060, 440, 7, 3.5, '#6aab84', { transform: 'rotate(-20 1060 440)' }) +
    ellipse(1520, 420, 8, 4, '#5da07a', { transform: 'rotate(50 1520 420)' });
  out(
    'images/banner/banner-2.svg',
    svg(
      1600,
      600,
      'A reader sitting under a shady tree with a stack of books',
      body,
      linear('sky', [
        [0, C.cream],
        [0.7, '#fbe7c6'],
        [1, '#f8d9a8'],
      ]),
    ),
  );
}

// Banner 3 — stacks of second-hand books, a price tag and a cup of tea.
{
  const stack = (cx, bottom, books) => {
    let s = '';
    let y = bottom;
    books.forEach(([w, h, fill, pages, dx = 0], i) => {
      y -= h;
      const x = cx - w / 2 + dx;
      s += pages ? pagesBook(x, y, w, h, fill) : flatBook(x, y, w, h, fill);
      if (i === books.length - 1) s += '';
    });
    return { s, top: y };
  };
  const A = stack(940, 520, [
    [236, 36, C.teal],
    [212, 30, C.saffron, true, 8],
    [222, 38, C.brick, false, -6],
    [196, 28, C.leaf],
    [206, 32, '#e0c48f', false, 10],
  ]);
  const B = stack(1190, 520, [
    [250, 40, '#7a3b33'],
    [230, 32, C.teal, true, -10],
    [240, 36, C.saffron, false, 6],
    [214, 30, C.leaf, false, -4],
    [226, 34, C.brick, true, 10],
    [200, 28, '#2f5d73', false, -8],
    [216, 36, '#e0c48f', false, 4],
    [190, 30, C.brick, false, -2],
  ]);
  const Cc = stack(1440, 520, [
    [220, 34, C.leaf, false, 4],
    [200, 30, C.brick, true, -6],
    [190, 30, C.teal],
    [170, 26, C.saffron, false, 6],
  ]);
  const tagX = 1318;
  const tagY = 330;
  const body =
    rect(0, 0, 1600, 600, 'url(#bg)') +
    circle(1190, 290, 270, '#f8deb0', { opacity: 0.8 }) +
    circle(1190, 290, 190, '#f6cf8e', { opacity: 0.45 }) +
    rect(0, 520, 1600, 80, '#e3c193') +
    rect(0, 520, 1600, 10, '#d2aa78') +
    A.s +
    B.s +
    Cc.s +
    // open book on the middle stack
    path(
      `M1120 ${B.top}C1140 ${B.top - 26} 1176 ${B.top - 26} 1190 ${B.top - 10}C1204 ${B.top - 26} 1240 ${B.top - 26} 1260 ${B.top}Z`,
      C.cream,
    ) +
    path(`M1190 ${B.top - 10}V${B.top}`, 'none', { stroke: '#d9c7a8', 'stroke-width': 2 }) +
    // tea on the right stack
    path(`M1410 ${Cc.top}L1404 ${Cc.top - 46}H1466L1460 ${Cc.top}Z`, C.cream) +
    path(
      `M1466 ${Cc.top - 38}C1488 ${Cc.top - 38} 1488 ${Cc.top - 12} 1462 ${Cc.top - 12}`,
      'none',
      { stroke: C.cream, 'stroke-width': 7 },
    ) +
    rect(1404, Cc.top - 46, 62, 8, '#c98e62') +
    line(`M1424 ${Cc.top - 58}c-8-12 8-18 0-32M1444 ${Cc.top - 58}c-8-12 8-18 0-32`, '#c9a27a', 4, {
      opacity: 0.7,
    }) +
    ellipse(1435, Cc.top, 42, 5, '#000', { opacity: 0.08 }) +
    // price tag hanging from the middle stack
    line(
      `M1288 ${B.top + 40}C1300 ${B.top + 70} ${tagX - 10} ${tagY - 40} ${tagX} ${tagY}`,
      '#7a3b33',
      3,
    ) +
    g(
      { transform: `translate(${tagX} ${tagY}) rotate(74)` },
      path('M-6 0L26 -34H150C158 -34 162 -30 162 -22V22C162 30 158 34 150 34H26Z', C.brick) +
        circle(16, 0, 7, '#fdf6ec') +
        rect(48, -14, 88, 8, C.cream, { rx: 4, opacity: 0.9 }) +
        rect(48, 4, 60, 8, C.cream, { rx: 4, opacity: 0.6 }),
    ) +
    // reading glasses on the table
    g(
      { fill: 'none', stroke: C.teal, 'stroke-width': 5 },
      ellipse(1010, 548, 30, 14, 'none') + ellipse(1080, 548, 30, 14, 'none'),
    ) +
    line('M1040 546q5-6 10 0M980 544L950 536M1110 544L1140 536', C.teal, 4) +
    sparkle(1330, 150, 18, C.saffron) +
    sparkle(1370, 200, 9, C.brick) +
    sparkle(1020, 240, 12, C.saffron) +
    sparkle(1530, 300, 10, C.leaf);
  out(
    'images/banner/banner-3.svg',
    svg(
      1600,
      600,
      'Stacks of affordable second-hand books with a price tag and a cup of tea',
      body,
      linear(
        'bg',
        [
          [0, C.cream],
          [0.5, '#fcf0dc'],
          [1, '#f7e0ba'],
        ],
        { x2: 1, y2: 0 },
      ),
    ),
  );
}

// Banner 4 — a courier hands a parcel of books to a buyer at her door.
{
  const sky = batch();
  const r = rng(404);
  let x = 730;
  while (x < 1400) {
    const w = 50 + r() * 60;
    const h = 90 + r() * 170;
    sky.add('#f1dfc4', x, 540 - h, w, h);
    x += w + 6 + r() * 20;
  }
  const body =
    rect(0, 0, 1600, 600, 'url(#bg)') +
    sky +
    // mosque dome & minaret in the skyline
    path('M960 350C960 300 1040 300 1040 350Z', '#ecd6b6') +
    rect(956, 348, 88, 192, '#ecd6b6') +
    rect(1052, 270, 16, 270, '#ecd6b6') +
    path('M1050 272L1060 240L1070 272Z', '#ecd6b6') +
    rect(0, 540, 1600, 60, '#e2c69d') +
    rect(0, 536, 1600, 6, '#d2b085') +
    // delivery route with a map pin
    line('M760 150C900 70 1060 220 1220 140S1420 90 1470 120', C.teal, 4, {
      'stroke-dasharray': '2 14',
      opacity: 0.6,
    }) +
    circle(760, 150, 9, C.teal) +
    path(
      'M1476 128C1452 102 1444 88 1444 74A32 32 0 0 1 1508 74C1508 88 1500 102 1476 128Z',
      C.brick,
    ) +
    circle(1476, 74, 12, C.cream) +
    // the buyer's house
    rect(1400, 230, 220, 310, '#fffaf2') +
    rect(1400, 510, 220, 30, '#ead2b0') +
    path('M1384 236L1510 170L1620 228V244L1510 188L1384 252Z', C.brick) +
    rect(1436, 340, 86, 200, C.teal, { rx: 4 }) +
    rect(1448, 354, 62, 70, '#2f5d73', { rx: 3 }) +
    rect(1448, 436, 62, 90, '#2f5d73', { rx: 3 }) +
    circle(1508, 440, 5, C.saffron) +
    rect(1426, 530, 106, 12, '#c9a27a') +
    rect(1548, 290, 52, 60, '#bfe0e3', { stroke: '#fff', 'stroke-width': 6 }) +
    path('M1540 282H1608L1600 268H1548Z', C.saffron) +
    path('M1550 540L1544 500H1590L1584 540Z', C.brick) +
    circle(1556, 480, 18, C.leaf) +
    circle(1580, 470, 20, '#5c8f6f') +
    circle(1568, 452, 16, C.leaf) +
    // bicycle with a crate of books
    g(
      {
        fill: 'none',
        stroke: C.teal,
        'stroke-width': 7,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      },
      circle(800, 484, 54, 'none') +
        circle(960, 484, 54, 'none') +
        el('path', {
          d: 'M800 484L856 400L930 400L960 484M856 400L886 484L930 400M886 484L800 484M846 384H872M930 400L920 360H944',
        }),
    ) +
    circle(800, 484, 6, C.teal) +
    circle(960, 484, 6, C.teal) +
    circle(886, 484, 9, '#6b4a35') +
    rect(760, 392, 84, 8, C.teal) +
    rect(764, 330, 76, 62, C.saffron, { rx: 4 }) +
    line('M776 346H828M776 362H828M776 378H828', shade(C.saffron, -0.2), 3) +
    rect(772, 300, 16, 34, C.brick) +
    rect(790, 308, 14, 26, C.leaf) +
    rect(806, 296, 18, 38, C.cream) +
    rect(826, 310, 12, 24, C.teal) +
    // courier
    line('M1052 410L1046 526M1080 410L1090 526', '#2c3e50', 28) +
    ellipse(1040, 540, 22, 9, C.ink) +
    ellipse(1098, 540, 22, 9, C.ink) +
    path('M1026 300C1026 280 1040 268 1060 268H1076C1096 268 1106 284 1106 302V418H1026Z', C.leaf) +
    line('M1034 276L1100 390', '#1d3a2c', 8) +
    rect(1082, 380, 36, 44, '#6b4a35', { rx: 6 }) +
    path('M1054 272V256H1080V272Z', '#b97c50') +
    circle(1066, 232, 31, '#b97c50') +
    path('M1034 230C1034 200 1050 190 1068 190C1088 190 1098 204 1098 222Z', C.saffron) +
    path('M1090 216H1124C1122 226 1110 230 1094 228Z', shade(C.saffron, -0.15)) +
    circle(1084, 236, 3, C.ink) +
    line('M1080 250q8 4 14 -2', '#6e2a20', 3) +
    line('M1086 292L1118 346L1148 326M1050 296L1080 356L1146 344', C.leaf, 20, {
      'stroke-linejoin': 'round',
    }) +
    // parcel of books
    flatBook(1136, 334, 104, 22, C.brick) +
    flatBook(1142, 312, 94, 22, C.teal) +
    pagesBook(1138, 290, 100, 22, C.saffron) +
    line('M1188 290V356M1136 322H1240', '#a2743f', 3) +
    path('M1188 290c-14-14-24 0-10 4M1188 290c14-14 24 0 10 4', 'none', {
      stroke: '#a2743f',
      'stroke-width': 3,
    }) +
    circle(1146, 326, 11, '#b97c50') +
    circle(1144, 346, 11, '#b97c50') +
    // buyer
    line('M1298 440L1294 526M1322 440L1328 526', C.saffron, 22) +
    ellipse(1288, 540, 20, 8, C.brick) +
    ellipse(1332, 540, 20, 8, C.brick) +
    path(
      'M1276 300C1276 280 1290 268 1308 268H1320C1338 268 1350 282 1350 300L1362 470H1262Z',
      C.brick,
    ) +
    path('M1300 272V256H1324V272Z', '#d39a6a') +
    path('M1284 268C1296 300 1330 320 1354 300L1352 340C1320 350 1290 330 1278 300Z', C.saffron) +
    circle(1318, 226, 16, '#1d1714') +
    circle(1312, 232, 30, '#d39a6a') +
    path(
      'M1282 234C1276 200 1300 188 1320 192C1340 196 1348 214 1342 236C1334 218 1314 208 1294 216Z',
      '#1d1714',
    ) +
    circle(1344, 220, 15, '#1d1714') +
    circle(1294, 236, 3, C.ink) +
    line('M1286 252q8 4 14 -2', '#6e2a20', 3) +
    circle(1296, 224, 2.5, C.brick) +
    line('M1290 296L1268 336L1236 328M1320 296L1290 356L1240 348', C.brick, 18, {
      'stroke-linejoin': 'round',
    }) +
    circle(1236, 326, 10, '#d39a6a') +
    circle(1238, 348, 10, '#d39a6a') +
    sparkle(1188, 240, 14, C.saffron) +
    sparkle(1220, 264, 7, C.saffron);
  out(
    'images/banner/banner-4.svg',
    svg(
      1600,
      600,
      'A courier on a bicycle delivers a parcel of used books to a happy buyer',
      body,
      linear(
        'bg',
        [
          [0, C.cream],
          [0.5, '#fcf1e0'],
          [1, '#f6e2c2'],
        ],
        { x2: 1, y2: 0 },
      ),
    ),
  );
}

// ---------------------------------------------------------------- charity (800x600)
/** A child sitting cross-legged, holding an open book. */
function sitter(x, y, o) {
  return (
    ellipse(x, y + 2, 46, 14, o.legs) +
    ellipse(x - 36, y + 8, 10, 6, shade(o.skin, -0.1)) +
    ellipse(x + 36, y + 8, 10, 6, shade(o.skin, -0.1)) +
    line(`M${x - 20} ${y + 6}L${x + 20} ${y - 2}`, shade(o.legs, -0.25), 3) +
    path(
      `M${x - 28} ${y}C${x - 30} ${y - 40} ${x - 22} ${y - 64} ${x} ${y - 64}C${x + 22} ${y - 64} ${x + 30} ${y - 40} ${x + 28} ${y}Z`,
      o.top,
    ) +
    rect(x - 7, y - 76, 14, 14, shade(o.skin, -0.12)) +
    (o.back || '') +
    circle(x, y - 92, 24, o.skin) +
    o.hair +
    circle(x - 8, y - 92, 2.5, C.ink) +
    circle(x + 8, y - 92, 2.5, C.ink) +
    line(`M${x - 6} ${y - 81}q6 5 12 0`, '#7a2e2e', 2.5) +
    line(
      `M${x - 22} ${y - 50}L${x - 24} ${y - 30}M${x + 22} ${y - 50}L${x + 24} ${y - 30}`,
      o.top,
      12,
    ) +
    path(
      `M${x - 34} ${y - 42}C${x - 18} ${y - 48} ${x - 6} ${y - 46} ${x} ${y - 38}C${x + 6} ${y - 46} ${x + 18} ${y - 48} ${x + 34} ${y - 42}L${x + 30} ${y - 16}C${x + 18} ${y - 20} ${x + 6} ${y - 20} ${x} ${y - 14}C${x - 6} ${y - 20} ${x - 18} ${y - 20} ${x - 30} ${y - 16}Z`,
      o.book,
    ) +
    path(
      `M${x - 30} ${y - 40}C${x - 16} ${y - 44} ${x - 6} ${y - 42} ${x} ${y - 36}V${y - 17}C${x - 8} ${y - 22} ${x - 18} ${y - 22} ${x - 27} ${y - 19}Z`,
      C.cream,
    ) +
    path(
      `M${x + 30} ${y - 40}C${x + 16} ${y - 44} ${x + 6} ${y - 42} ${x} ${y - 36}V${y - 17}C${x + 8} ${y - 22} ${x + 18} ${y - 22} ${x + 27} ${y - 19}Z`,
      '#f1dfc2',
    ) +
    circle(x - 26, y - 26, 6, o.skin) +
    circle(x + 26, y - 26, 6, o.skin)
  );
}

{
  const b = batch();
  const r = rng(505);
  for (const top of [304, 350, 396]) {
    let x = 252;
    while (x < 388) {
      const w = 9 + r() * 8;
      const h = 30 + r() * 12;
      if (x + w > 390) break;
      b.add(SPINES[Math.floor(r() * SPINES.length)], x, top + 42 - h, w, h);
      x += w + 1.2;
    }
  }
  let bunting = '';
  const flagColors = [C.saffron, C.leaf, C.brick, C.cream, C.teal];
  for (let i = 0; i < 12; i++) {
    const t = i / 11;
    const x = 226 + t * 348;
    const y = 236 + Math.sin(t * Math.PI) * 10;
    bunting += path(
      `M${num(x - 10)} ${num(y)}H${num(x + 10)}L${num(x)} ${num(y + 18)}Z`,
      flagColors[i % 5],
    );
  }
  let mat = '';
  for (let i = 0; i < 9; i++) mat += `M${206 + i * 44} 508L${192 + i * 46} 576`;
  const body =
    rect(0, 0, 800, 600, 'url(#sky)') +
    circle(690, 96, 46, '#f8d58f') +
    ellipse(150, 110, 70, 16, '#fff', { opacity: 0.6 }) +
    ellipse(560, 70, 60, 12, '#fff', { opacity: 0.6 }) +
    path('M0 486C200 476 600 476 800 486V600H0Z', '#a9c98f') +
    path('M0 540C260 530 560 532 800 526V600H0Z', '#8fbb7a') +
    // tree
    path('M92 500C100 440 98 380 88 320H116C112 380 116 440 128 500Z', '#6b4a35') +
    circle(104, 250, 72, C.leaf) +
    circle(58, 300, 50, C.leaf) +
    circle(152, 300, 50, C.leaf) +
    circle(90, 230, 50, '#5da07a') +
    circle(138, 268, 34, '#5da07a') +
    // the library
    rect(218, 222, 366, 278, '#f6e7cf') +
    rect(218, 470, 366, 30, '#d9b48a') +
    path('M196 232L401 138L606 232V246L401 156L196 260Z', C.brick) +
    path('M232 226L401 148L570 226Z', '#efd9b8') +
    rect(346, 166, 110, 46, C.saffron, { rx: 8 }) +
    rect(352, 172, 98, 34, 'none', { stroke: C.cream, 'stroke-width': 2, rx: 5 }) +
    text(392, 198, 'Read', { size: 24, weight: 'bold', fill: C.teal }) +
    path('M432 184c0-6 8-8 10-2c2-6 10-4 10 2c0 6-10 12-10 12s-10-6-10-12Z', C.brick) +
    bunting +
    // window with shelves
    rect(240, 282, 164, 168, C.teal, { rx: 4 }) +
    rect(248, 290, 148, 152, '#24465a') +
    b +
    rect(248, 344, 148, 6, '#8a6a4a') +
    rect(248, 390, 148, 6, '#8a6a4a') +
    rect(248, 436, 148, 6, '#8a6a4a') +
    path('M232 268H412L404 296H240Z', C.cream) +
    path('M232 268H262L258 296H240ZM292 268H322L320 296H296ZM352 268H382L380 296H356Z', C.brick) +
    path(
      'M240 296q9 10 18 0q9 10 18 0q9 10 18 0q9 10 18 0q9 10 18 0q9 10 18 0q9 10 18 0q9 10 18 0q9 10 18 0Z',
      C.brick,
    ) +
    // open door
    rect(438, 292, 116, 208, C.teal, { rx: 4 }) +
    rect(446, 300, 100, 200, '#3a2a22') +
    rect(452, 340, 40, 6, '#8a6a4a') +
    rect(454, 318, 8, 22, C.saffron) +
    rect(464, 322, 8, 18, C.leaf) +
    rect(474, 316, 10, 24, C.cream) +
    path('M546 300L584 312V494L546 500Z', '#2f5d73') +
    circle(574, 402, 4, C.saffron) +
    // woven mat (shital pati)
    path('M206 508H606L624 576H188Z', '#e8c27a') +
    line(mat, '#c99a4a', 3) +
    line('M200 530H610M194 554H616', C.brick, 3, { opacity: 0.6 }) +
    // children reading
    sitter(300, 552, {
      skin: '#c98e62',
      legs: '#2f5d73',
      top: C.saffron,
      book: C.brick,
      back: circle(282, 456, 10, '#1d1714') + circle(318, 456, 10, '#1d1714'),
      hair: path(
        'M276 460C272 430 296 424 306 426C320 428 330 440 324 462C316 446 300 440 282 448Z',
        '#1d1714',
      ),
    }) +
    sitter(460, 552, {
      skin: '#8a5533',
      legs: '#3a2a22',
      top: C.leaf,
      book: C.teal,
      hair: path(
        'M436 458C430 430 456 420 470 424C488 428 490 446 484 460C474 446 456 442 442 450Z',
        '#15110f',
      ),
    }) +
    // a crate of books and a child showing off a book
    rect(696, 440, 90, 60, '#a2743f', { rx: 4 }) +
    line('M696 470H786', '#8a5a2f', 3) +
    rect(708, 416, 14, 26, C.brick) +
    rect(724, 422, 12, 20, C.cream) +
    rect(738, 412, 14, 30, C.teal) +
    rect(754, 420, 12, 22, C.saffron) +
    line('M644 440V514M666 440V514', '#2f5d73', 16) +
    ellipse(640, 520, 12, 6, C.ink) +
    ellipse(670, 520, 12, 6, C.ink) +
    path('M632 372C632 358 642 350 654 350C666 350 676 358 676 372V448H632Z', C.brick) +
    rect(648, 336, 12, 16, '#c7936b') +
    circle(654, 318, 22, '#e0ac84') +
    path(
      'M632 314C630 292 648 286 658 288C674 290 682 302 676 318C666 304 650 300 638 308Z',
      '#4a3022',
    ) +
    circle(646, 318, 2.5, C.ink) +
    circle(662, 318, 2.5, C.ink) +
    path('M647 327q7 7 14 0Z', '#7a2e2e') +
    line('M636 366L622 392M672 366L686 392', C.brick, 12) +
    path('M606 370H702V406H606Z', C.leaf) +
    path('M610 374H652V402H610ZM656 374H698V402H656Z', C.cream) +
    line('M616 382H646M616 390H640M662 382H692M662 390H686', C.teal, 2, { opacity: 0.35 }) +
    circle(614, 400, 6, '#e0ac84') +
    circle(694, 400, 6, '#e0ac84') +
    sparkle(604, 340, 10, C.saffron) +
    sparkle(210, 420, 8, C.saffron);
  out(
    'images/charity.svg',
    svg(
      800,
      600,
      'A small community library where children sit on a mat reading books',
      body,
      linear('sky', [
        [0, '#fdf6ec'],
        [1, '#f9dfb8'],
      ]),
    ),
  );
}

// ---------------------------------------------------------------- write
let total = 0;
for (const [rel, content] of Object.entries(files)) {
  const file = join(PUBLIC, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  total += Buffer.byteLength(content);
  console.log(`${rel.padEnd(52)} ${Buffer.byteLength(content).toString().padStart(6)} B`);
}
console.log(`${Object.keys(files).length} files, ${total} B total`);
