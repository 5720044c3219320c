import { Button, Group, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { CallOrZaloButtons } from '@/components/CallOrZaloButtons';
import { siteConfig } from '@/lib/site-config';
import type { RegistrationValues } from './registration-form';
import classes from './RegistrationThanks.module.css';

/**
 * What the form's place shows once `sent` is sent: thanks, what happens next, other ways to reach the centre, another child.
 * It takes the focus, so that a screen reader reads it and the keyboard starts from it.
 */
export function RegistrationThanks({ sent, onRegisterAnother }: { sent: RegistrationValues; onRegisterAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  return (
    <div className={classes.panel}>
      <Title order={3} ref={heading} tabIndex={-1} className={classes.title}>
        Cảm ơn phụ huynh {sent.parentName}!
      </Title>
      <Text className={classes.lead}>
        Trung tâm đã nhận đăng ký khóa <strong>{sent.subject}</strong>. Những bước tiếp theo:
      </Text>
      <ol className={classes.steps}>
        <li>
          Trong vòng 24 giờ, tư vấn viên gọi số <strong>{sent.phone}</strong> để hỏi thêm về bé và chọn lịch phù hợp (
          {siteConfig.openingHours}).
        </li>
        <li>Bé làm bài kiểm tra trình độ miễn phí tại trung tâm, khoảng 30 phút.</li>
        <li>Bé học thử một buổi miễn phí; giáo viên gửi phụ huynh nhận xét và lộ trình đề xuất.</li>
      </ol>
      <Text className={classes.sooner}>Cần trao đổi sớm hơn? Phụ huynh có thể gọi hoặc nhắn Zalo cho trung tâm:</Text>
      <Group gap="sm" className={classes.contacts}>
        <CallOrZaloButtons />
      </Group>
      <Button variant="subtle" onClick={onRegisterAnother} className={classes.another}>
        Đăng ký cho bé khác
      </Button>
    </div>
  );
}
