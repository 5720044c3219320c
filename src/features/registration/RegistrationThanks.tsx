import { Button, Group, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { CallOrZaloButtons } from '@/components/CallOrZaloButtons';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { registration } from '@/i18n/vi/registration';
import { callBackHours, levelTestMinutes } from '@/lib/centre-figures';
import { siteConfig } from '@/lib/site-config';
import { fillNodes } from './fill-nodes';
import type { RegistrationValues } from './registration-form';
import classes from './RegistrationThanks.module.css';

/** '08:00' as the centre's signs write it: '8:00' (as siteConfig.openingHours). */
const shortTime = (time: string) => time.replace(/^0/, '');
const openingHours = { opens: shortTime(siteConfig.hours.opens), closes: shortTime(siteConfig.hours.closes) };

/**
 * What the form's place shows once `sent` is sent: thanks, what happens next, other ways to reach the centre, another child.
 * It takes the focus, so that a screen reader reads it and the keyboard starts from it.
 */
export function RegistrationThanks({ sent, onRegisterAnother }: { sent: RegistrationValues; onRegisterAnother: () => void }) {
  const { thanks: t } = useText('registration', registration);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  return (
    <div className={classes.panel}>
      <Title order={3} ref={heading} tabIndex={-1} className={classes.title}>
        {fill(t.heading, { parentName: sent.parentName })}
      </Title>
      <Text className={classes.lead}>{fillNodes(t.lead, { course: <strong>{sent.subject}</strong> })}</Text>
      <ol className={classes.steps}>
        <li>
          {fillNodes(t.callBack, { callBackHours, phone: <strong>{sent.phone}</strong>, openingHours: fill(t.openingHours, openingHours) })}
        </li>
        <li>{fill(t.levelTest, { minutes: levelTestMinutes })}</li>
        <li>{t.trialClass}</li>
      </ol>
      <Text className={classes.sooner}>{t.sooner}</Text>
      <Group gap="sm" className={classes.contacts}>
        <CallOrZaloButtons />
      </Group>
      <Button variant="subtle" onClick={onRegisterAnother} className={classes.another}>
        {t.another}
      </Button>
    </div>
  );
}
