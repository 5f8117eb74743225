import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Chunk, Compilation, Compiler, Module } from 'webpack';
import type { ChunkGraphFile, ChunkRecord, GroupRecord } from './chunkGraph';

/**
 * Where the build leaves the graph for `npm run size`: dist/stats/, beside the site (dist/client)
 * rather than inside it, so the server never publishes it.
 */
export const chunkGraphFile = (distDir: string) =>
  path.join(distDir, 'stats', 'client-chunks.json');

/** A module's file, relative to the project; a concatenated module stands for all it holds. */
function moduleFiles(module: Module, root: string): { file: string; size: number }[] {
  const inner = (module as { modules?: Iterable<Module> }).modules;
  if (inner) return [...inner].flatMap((each) => moduleFiles(each, root));
  const resource = module.nameForCondition();
  if (!resource) return [];
  return [{ file: path.relative(root, resource).split(path.sep).join('/'), size: module.size() }];
}

function chunkRecord(chunk: Chunk, compilation: Compilation, root: string): ChunkRecord {
  const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)];
  return {
    id: String(chunk.id),
    files: [...chunk.files].filter((file) => /\.(js|css)$/.test(file)).sort(),
    modules: modules.flatMap((module) => moduleFiles(module, root)),
  };
}

/**
 * Writes the chunk groups of the production build (entry, route chunks, later imports), which
 * chunks each needs and which groups it can request next. Webpack's own stats list a group's
 * children only for prefetch and preload, so the graph is read here from the compilation.
 */
export class ChunkGraphPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('ChunkGraphPlugin', (compilation) => {
      const root = compiler.context;
      const groups = compilation.chunkGroups;
      const chunks = new Map<Chunk, ChunkRecord>();
      for (const group of groups)
        for (const chunk of group.chunks)
          if (!chunks.has(chunk)) chunks.set(chunk, chunkRecord(chunk, compilation, root));
      const records: GroupRecord[] = groups.map((group) => ({
        name: group.name ?? null,
        initial: group.isInitial(),
        requests: [...new Set(group.origins.map((origin) => origin.request).filter(Boolean))],
        chunks: group.chunks.map((chunk) => String(chunk.id)),
        children: [...group.childrenIterable].map((child) => groups.indexOf(child)),
      }));
      const graph: ChunkGraphFile = { groups: records, chunks: [...chunks.values()] };
      const file = chunkGraphFile(path.dirname(compiler.outputPath));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(graph));
    });
  }
}
