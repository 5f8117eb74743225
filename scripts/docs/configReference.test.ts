import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLE_NAMES } from '../../src/server/config';
import {
  configurationMarkdown,
  envExample,
  referenceGroups,
  REFERENCE_FILES,
} from './configReference';
import { TOOL_VARIABLE_GROUPS } from './toolVariables';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The committed file against the one the schema makes now, said so a person knows what to do. */
const freshness = (file: string, generated: string) =>
  read(file) === generated ? 'up to date' : `${file} is stale: run npm run docs:config`;

describe('the configuration reference', () => {
  it('docs/configuration.md is the one the configuration schema makes', () => {
    expect(freshness(REFERENCE_FILES.markdown, configurationMarkdown())).toBe('up to date');
  });

  it('.env.example is the one the configuration schema makes', () => {
    expect(freshness(REFERENCE_FILES.envExample, envExample())).toBe('up to date');
  });

  it('describes every variable the server reads, each once', () => {
    const documented = referenceGroups().flatMap(({ variables }) => variables.map((v) => v.name));
    const toolNames = TOOL_VARIABLE_GROUPS.flatMap(({ variables }) => Object.keys(variables));
    expect(documented.filter((name) => !toolNames.includes(name)).sort()).toEqual(
      [...CONFIG_VARIABLE_NAMES].sort(),
    );
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('names, for each tool variable, files that still read it', () => {
    const unread = TOOL_VARIABLE_GROUPS.flatMap(({ variables }) =>
      Object.entries(variables).flatMap(([name, { readBy }]) =>
        readBy.filter((file) => !read(file).includes(name)).map((file) => `${name} in ${file}`),
      ),
    );
    expect(unread).toEqual([]);
  });
});
