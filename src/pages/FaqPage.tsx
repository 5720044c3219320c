import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { CallOrZaloButtons } from '@/components/CallOrZaloButtons';
import grid from '@/components/card-grid.module.css';
import { RegisterButton } from '@/components/layout/RegisterButton';
import { AnchorLink } from '@/components/links';
import { textMeasure } from '@/components/measure';
import { PageIntro } from '@/components/PageIntro';
import type { FaqQuestion } from '@/content/faq/faq.types';
import type { FaqData } from '@/features/faq/load-faq';
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { faq } from '@/i18n/vi/faq';
import { callBackHours } from '@/lib/centre-figures';
import { siteConfig } from '@/lib/site-config';

/**
 * '/cau-hoi-thuong-gap': the questions parents ask, by group, each a native disclosure whose id is
 * its address (#hoc-bu opens it), then other ways to ask and the registration block.
 */
export function FaqPage({ groups }: Pick<FaqData, 'groups'>) {
  useOpenQuestionInAddress();
  const t = useText('faq', faq);
  return (
    <>
      <PageIntro title={t.title}>{fill(t.intro, { name: siteConfig.name })}</PageIntro>
      <Container size={textMeasure} py="xl">
        {groups.map((group) => (
          <Box component="section" key={group.id} aria-labelledby={group.id} mb="xl">
            <Title order={2} id={group.id} size="h3" c="var(--site-heading-color)" mb="sm">
              {group.title}
            </Title>
            <Stack gap="sm">
              {group.questions.map((question) => (
                <Question key={question.id} question={question} />
              ))}
            </Stack>
          </Box>
        ))}
        <StillAsking />
      </Container>
      <RegistrationBlock />
    </>
  );
}

const summaryStyle = { cursor: 'pointer', paddingInlineStart: 'calc(var(--mantine-spacing-md) + 1.1em)', textIndent: '-1.1em' };

/** One question: its summary a button the keyboard reaches, its answer ending with the page it is about. */
function Question({ question: { id, question, answer, link } }: { question: FaqQuestion }) {
  const { label, ...target } = link;
  return (
    // `open` is the visitor's (or the address's): hydration leaves it as it is.
    <Box component="details" id={id} className={grid.surface} suppressHydrationWarning>
      {/* The browser's own marker, its question's lines hung beside it. */}
      <Box component="summary" py="sm" pr="md" fw={700} style={summaryStyle}>
        {question}
      </Box>
      <Box px="md" pb="md">
        <Text lh={1.6}>{answer}</Text>
        <Text mt="xs">
          <AnchorLink {...target} c="var(--site-link-color)" underline="always" fw={600}>
            {label}
          </AnchorLink>
        </Text>
      </Box>
    </Box>
  );
}

/**
 * Opens the question the address names, on arrival and whenever the fragment changes (a link from
 * another page, from this one, or typed). The browser has already scrolled to it, or the router does.
 */
function useOpenQuestionInAddress() {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    const question = hash ? document.getElementById(hash) : null;
    if (question instanceof HTMLDetailsElement) question.open = true;
  }, [hash]);
}

/** '08:00' as the site writes it: '8:00'. */
const shortTime = (time: string) => time.replace(/^0/, '');

/** 'Chưa thấy câu hỏi của bạn?': call, Zalo, or the form below. */
function StillAsking() {
  const t = useText('faq', faq).stillAsking;
  const hours = { hours: siteConfig.openingHours, opens: shortTime(siteConfig.hours.opens), closes: shortTime(siteConfig.hours.closes), callBackHours };
  return (
    <Stack component="aside" aria-labelledby="chua-thay-cau-hoi" align="center" gap="sm" p="xl" ta="center" className={grid.surface}>
      <Title order={2} id="chua-thay-cau-hoi" fz="xl" c="var(--site-heading-color)">
        {t.title}
      </Title>
      <Text c="var(--site-muted-text)">{fill(t.text, hours)}</Text>
      <Group justify="center" gap="sm">
        <CallOrZaloButtons callVariant="outline" />
        <RegisterButton label={t.register} />
      </Group>
    </Stack>
  );
}
