import { Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import grid from '@/components/card-grid.module.css';
import { FaqLink } from '@/components/FaqLink';
import { ButtonLink } from '@/components/links';
import { useCourseWords } from './use-course-words';

/** The free English level check, offered beside the courses: it tells parents which level to start at. */
export function LevelCheckOffer() {
  const { text } = useCourseWords();
  return (
    <Stack component="aside" aria-labelledby="kiem-tra-trinh-do-moi" align="center" gap="sm" maw="44rem" mx="auto" p="xl" ta="center" className={grid.surface}>
      <Title order={2} id="kiem-tra-trinh-do-moi" fz="xl" c="var(--site-heading-color)">
        {text.levelCheckOffer.title}
      </Title>
      <Text c="var(--site-muted-text)">{text.levelCheckOffer.text}</Text>
      <ButtonLink to="/kiem-tra-trinh-do" rightSection={<IconArrowRight size={18} aria-hidden />}>
        {text.levelCheckOffer.button}
      </ButtonLink>
      <FaqLink id="bat-dau-tu-may-tuoi" about={text.faqTopics.startingAge} />
    </Stack>
  );
}
