import { Text } from '@mantine/core';
import { useText } from '@/i18n/use-text';
import { news } from '@/i18n/vi/news';

/**
 * On an English page, one line saying that the centre's news is written in Vietnamese and shown as
 * published (docs/decisions.md#news-on-english-pages); nothing on a Vietnamese page. `inHero`: a
 * line of a hero's lead (inside its paragraph), before the featured article.
 */
export function NewsLanguageNote({ align = 'center', inHero = false }: { align?: 'center' | 'start'; inHero?: boolean }) {
  const { languageNote } = useText('news', news);
  if (!languageNote) return null;
  if (inHero) {
    return (
      <Text component="span" display="block" size="md" mb="md">
        {languageNote}
      </Text>
    );
  }
  return (
    <Text ta={align} size="sm" c="var(--site-muted-text)" mb="md">
      {languageNote}
    </Text>
  );
}
