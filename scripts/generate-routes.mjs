// Writes src/routeTree.gen.ts from src/routes (the same generator the Vite plugin runs),
// so type checking works on a fresh clone and CI can check the committed tree is current.
import { Generator, getConfig } from '@tanstack/router-generator';

const root = process.cwd();
const generator = new Generator({ config: getConfig({}, root), root });
await generator.run();
