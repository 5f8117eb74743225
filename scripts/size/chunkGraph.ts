import { readFileSync } from 'node:fs';

/** One script chunk of the build: its emitted files and the source modules inside it. */
export interface ChunkRecord {
  id: string;
  files: string[];
  modules: { file: string; size: number }[];
}

/** A chunk group: the entry, a named route chunk, or a later `import()`. */
export interface GroupRecord {
  name: string | null;
  initial: boolean;
  /** What the `import()` calls that start this group asked for (for unnamed groups). */
  requests: string[];
  chunks: string[];
  /** Indexes of the groups this one can request on demand. */
  children: number[];
}

export interface ChunkGraphFile {
  groups: GroupRecord[];
  chunks: ChunkRecord[];
}

export function readChunkGraph(file: string): ChunkGraphFile {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ChunkGraphFile;
  } catch (error) {
    throw new Error(`No chunk graph at ${file}: run \`npm run build\` first (${String(error)})`);
  }
}

/** What a route fetches before it renders, and what it may fetch afterwards. */
export interface RouteLoad {
  firstLoad: ChunkRecord[];
  deferred: { group: string; chunks: ChunkRecord[] }[];
}

export const groupLabel = (group: GroupRecord) =>
  group.name ?? (group.requests.join(', ') || '(unnamed)');

/**
 * The entry's chunks plus the route's own chunk groups load first. Deferred are the groups
 * those can request later (followed transitively), leaving out the other routes' chunks.
 */
export function routeLoad(
  graph: ChunkGraphFile,
  routeGroups: readonly string[],
  allRouteGroups: ReadonlySet<string>,
): RouteLoad {
  const chunkById = new Map(graph.chunks.map((chunk) => [chunk.id, chunk]));
  const own = graph.groups.filter(
    (group) => group.initial || (group.name !== null && routeGroups.includes(group.name)),
  );
  for (const name of routeGroups)
    if (!own.some((group) => group.name === name))
      throw new Error(`The build has no chunk group named "${name}" (see routes.tsx)`);

  const loaded = new Set(own.flatMap((group) => group.chunks));
  const deferred: RouteLoad['deferred'] = [];
  const visited = new Set(own.map((group) => graph.groups.indexOf(group)));
  const queue = own.flatMap((group) => group.children);
  while (queue.length > 0) {
    const index = queue.shift() as number;
    const group = graph.groups[index];
    if (!group || visited.has(index)) continue;
    visited.add(index);
    if (group.name !== null && allRouteGroups.has(group.name)) continue;
    const fresh = group.chunks.filter((id) => !loaded.has(id));
    fresh.forEach((id) => loaded.add(id));
    if (fresh.length > 0)
      deferred.push({ group: groupLabel(group), chunks: fresh.map((id) => chunkById.get(id)!) });
    queue.push(...group.children);
  }
  const firstLoad = [...new Set(own.flatMap((group) => group.chunks))].map((id) =>
    chunkById.get(id)!,
  );
  return { firstLoad, deferred };
}
