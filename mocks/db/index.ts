export { db } from './model';
export { databaseFor, seedDatabase } from './seed';
