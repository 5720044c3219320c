import { Text } from '@mantine/core';
import { useLevelCheck } from '@/content/level-check/level-check-progress';
import classes from './RegistrationBlock.module.css';

/**
 * What the registration carries of this visit's level check (registration-source.ts), said in the form so the parent
 * knows: the result once there is one, else the child's age. Nothing before the page's code runs (the server knows none).
 */
export function LevelCheckAttachment() {
  const [{ age, result }] = useLevelCheck();
  if (age === null) return null;
  return (
    <Text className={classes.attachment}>
      {result
        ? `Gửi kèm kết quả kiểm tra trình độ: ${result.name}, đúng ${result.score}/${result.total} câu (bé ${age} tuổi).`
        : `Gửi kèm tuổi của bé: ${age} tuổi.`}
    </Text>
  );
}
