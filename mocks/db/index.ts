import { onScenarioChange } from '../scenario';
import { reseed } from './seed';

export { db } from './model';
export { referenceDate, reseed, seedDatabase } from './seed';

// The empty scenario is a database without articles; every other one has the full set.
onScenarioChange((scenario) => reseed({ withArticles: scenario !== 'empty' }));
