import { Text } from '@mantine/core';
import { useLevelCheck } from '@/components/level-check-progress';
import { childWord } from '@/i18n/child-word';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { registration } from '@/i18n/vi/registration';
import classes from './RegistrationBlock.module.css';

/**
 * What the registration carries of this visit's level check (registration-source.ts), said in the form so the parent
 * knows: the result once there is one, else the child's age. Nothing before the page's code runs (the server knows none).
 */
export function LevelCheckAttachment() {
  const { levelCheck: t } = useText('registration', registration);
  const [{ age, result }] = useLevelCheck();
  if (age === null) return null;
  const child = childWord(age, t.child);
  return (
    <Text className={classes.attachment}>
      {result ? fill(t.result, { level: result.name, score: result.score, total: result.total, age, child }) : fill(t.age, { age, child })}
    </Text>
  );
}
