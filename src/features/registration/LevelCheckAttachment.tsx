import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLevelCheck } from '@/components/level-check-progress';
import { keptResultName, type ResultNames } from '@/content/level-check/result-names';
import { childWord } from '@/i18n/child-word';
import { fill } from '@/i18n/fill';
import { siteLocale } from '@/i18n/locale';
import { loadPart } from '@/i18n/translated-text';
import { useLocale, useText } from '@/i18n/use-text';
import { registration } from '@/i18n/vi/registration';
import classes from './RegistrationBlock.module.css';

/**
 * The level check result's short names in the page's language, once known: none on a Vietnamese page (the kept
 * name is the centre's Vietnamese one); on another, the check's words, loaded when there is a result to name and
 * not before (most pages never show one). Undefined while they load: the note waits for them rather than showing
 * Vietnamese on an English page.
 */
function useResultNames(wanted: boolean): ResultNames | 'kept' | undefined {
  const locale = useLocale();
  const loading = wanted && locale !== siteLocale ? loadPart(locale, 'levelCheck') : undefined;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!loading || loading.status === 'fulfilled') return;
    let current = true;
    loading.then(
      () => current && setLoaded((count) => count + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loading]);
  if (locale === siteLocale) return 'kept';
  return loading?.status === 'fulfilled' ? loading.value.resultNames : undefined;
}

/**
 * What the registration carries of this visit's level check (registration-source.ts), said in the form so the parent
 * knows: the result once there is one, else the child's age. Nothing before the page's code runs (the server knows none).
 * The centre receives the result's Vietnamese name; the form shows it in the page's language ('Working towards A2 Key
 * for Schools').
 */
export function LevelCheckAttachment() {
  const { levelCheck: t } = useText('registration', registration);
  const [{ age, result }] = useLevelCheck();
  const names = useResultNames(result !== undefined);
  if (age === null) return null;
  const child = childWord(age, t.child);
  if (!result) return <Text className={classes.attachment}>{fill(t.age, { age, child })}</Text>;
  if (names === undefined) return null;
  const level = names === 'kept' ? result.name : keptResultName(result, names);
  return <Text className={classes.attachment}>{fill(t.result, { level, score: result.score, total: result.total, age, child })}</Text>;
}
