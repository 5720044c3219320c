import type { Course } from './course.types';

/** Where a course lives, by type (docs/product.md#course-addresses), in the router's typed link form. */
export function courseLinkOptions(course: Pick<Course, 'id' | 'courseType'>) {
  switch (course.courseType) {
    case 'Cambridge':
      return { to: '/khoa-hoc/tieng-anh-cambridge' } as const;
    case 'Cambridge sub course':
      return { to: '/khoa-hoc/tieng-anh-cambridge/$id', params: { id: course.id } } as const;
    case 'Life':
      return { to: '/khoa-hoc/ky-nang-song/$id', params: { id: course.id } } as const;
    case 'English':
      return { to: '/khoa-hoc/$id', params: { id: course.id } } as const;
  }
}

/** A course's canonical path, e.g. '/khoa-hoc/ky-nang-song/1'. */
export function coursePath(course: Pick<Course, 'id' | 'courseType'>): string {
  const link = courseLinkOptions(course);
  return 'params' in link && link.params ? link.to.replace('$id', link.params.id) : link.to;
}
