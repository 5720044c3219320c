import { teachers } from './teachers.data';
import type { Teacher } from './teacher.types';

/** The teacher team; static today, async so a backend can replace it. */
export async function listTeachers(): Promise<Teacher[]> {
  return [...teachers];
}
