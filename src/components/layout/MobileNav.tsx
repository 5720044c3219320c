import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import type { CourseNavItem } from '@/content/site-navigation';

const MobileMenu = lazyPart(() => import('./MobileMenu').then((module) => module.MobileMenu));
const menuId = 'mobile-menu';

/**
 * The phone's menu button. The drawer's code (Mantine's Drawer and its focus trap) is not part of
 * the first load: it starts loading when the button is touched or focused and opens once there.
 */
export function MobileNav({ courses }: { courses: CourseNavItem[] }) {
  const [opened, drawer] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setWanted(true);
          drawer.toggle();
        }}
        onPointerEnter={MobileMenu.preload}
        onTouchStart={MobileMenu.preload}
        onFocus={MobileMenu.preload}
        aria-label={opened ? 'Đóng menu' : 'Mở menu'}
        aria-expanded={opened}
        aria-controls={menuId}
        size="md"
      />
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} opened={opened} onClose={drawer.close} courses={courses} />
        </Suspense>
      )}
    </>
  );
}
