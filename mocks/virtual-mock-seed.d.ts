// Provided by mocks/vite-seed-plugin.ts.
declare module 'virtual:mock-seed' {
  import type { SeedRecords } from '@mocks/db/seed-types';

  const records: SeedRecords;
  export default records;
}

declare module 'virtual:mock-seed-many' {
  import type { SeedRecords } from '@mocks/db/seed-types';

  const records: SeedRecords;
  export default records;
}
