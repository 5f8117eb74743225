/** Self time of a V8 .cpuprofile, by function and by where the code comes from. */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
}

/** node_modules/<package>, node's own code, the product's source, or V8 itself ('(gc)'...). */
export function originOf(url: string, functionName: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/src/'))
    return `src/${url.split('/src/')[1]!.split('/').slice(0, 2).join('/')}`;
  return url || functionName;
}

function percentages(totals: Map<string, number>, all: number, top: number): string[] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, hits]) => `${((100 * hits) / all).toFixed(1).padStart(5)}%  ${name}`);
}

export function summarize(profile: CpuProfile, top = 15): string {
  const hits = new Map<number, number>();
  for (const sample of profile.samples) hits.set(sample, (hits.get(sample) ?? 0) + 1);
  const byFunction = new Map<string, number>();
  const byOrigin = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, n: number) =>
    map.set(key, (map.get(key) ?? 0) + n);
  for (const node of profile.nodes) {
    const n = hits.get(node.id) ?? 0;
    if (n === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const origin = originOf(url, functionName);
    add(byFunction, `${functionName || '(anonymous)'} ${origin}:${lineNumber + 1}`, n);
    add(byOrigin, origin, n);
  }
  const all = profile.samples.length;
  return [
    '  by origin:',
    ...percentages(byOrigin, all, top).map((line) => `    ${line}`),
    '  by function:',
    ...percentages(byFunction, all, top).map((line) => `    ${line}`),
  ].join('\n');
}
