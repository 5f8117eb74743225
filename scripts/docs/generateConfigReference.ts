// `npm run docs:config`: writes docs/configuration.md and .env.example from the configuration
// schema (configReference.ts says how). Run it after changing a variable or its description.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { configurationMarkdown, envExample, REFERENCE_FILES } from './configReference';

const root = path.resolve(import.meta.dirname, '..', '..');
writeFileSync(path.join(root, REFERENCE_FILES.markdown), configurationMarkdown());
writeFileSync(path.join(root, REFERENCE_FILES.envExample), envExample());
console.log(`Wrote ${REFERENCE_FILES.markdown} and ${REFERENCE_FILES.envExample}.`);
