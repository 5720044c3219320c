import { Anchor, Box, Button, Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconBus,
  IconCar,
  IconClock,
  IconMail,
  IconMapPin,
  IconMessageCircle,
  IconMotorbike,
  IconPhone,
  IconRoute,
  IconUserCheck,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import grid from '@/components/card-grid.module.css';
import { FaqLink } from '@/components/FaqLink';
import { PageIntro } from '@/components/PageIntro';
import { Section } from '@/components/Section';
import { SiteImage } from '@/components/SiteImage';
import type { ContactContent, GettingHereNote } from '@/content/contact/contact.types';
import { openingHoursIn } from '@/features/contact/contact-facts';
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import { fill } from '@/i18n/fill';
import { siteLocale } from '@/i18n/locale';
import { useText } from '@/i18n/use-text';
import { contact } from '@/i18n/vi/contact';
import { centreText, siteConfig } from '@/lib/site-config';
import { shell } from '@/i18n/vi/shell';

const linkProps = { c: 'var(--site-link-color)', underline: 'always', fw: 600 } as const;
const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
const noteIcons: Record<GettingHereNote['id'], Icon> = { motorbike: IconMotorbike, car: IconCar, bus: IconBus, 'pick-up': IconUserCheck };

/** One fact about the centre: its icon, its name, and its value (a link where there is one). */
function Fact({ icon: FactIcon, label, children }: { icon: Icon; label: string; children: ReactNode }) {
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm">
      <FactIcon size={24} color="var(--site-heading-color)" aria-hidden style={{ flexShrink: 0 }} />
      <div>
        <Text fw={700}>{label}</Text>
        <Text>{children}</Text>
      </div>
    </Group>
  );
}

/** '/lien-he': where the centre is and how to reach it, how to come, and the registration form. */
export function ContactPage({ content: { areaMap, gettingHere } }: { content: ContactContent }) {
  const t = useText('contact', contact);
  const centre = centreText(useText('shell', shell));
  return (
    <>
      <PageIntro title={t.intro.title}>{t.intro.lead}</PageIntro>
      <Container size="xl" py="xl">
        <Group align="flex-start" gap="xl">
          <Box component="section" aria-labelledby="thong-tin-lien-he" flex="1 1 20rem">
            <Title order={2} id="thong-tin-lien-he" size="h3" c="var(--site-heading-color)" mb="md">
              {t.facts.title}
            </Title>
            <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
              <Fact icon={IconMapPin} label={t.facts.address}>
                {centre.address}
                {/* On a page in another language, the address as the centre writes it too: what a driver reads. */}
                {t.facts.addressAsWritten && (
                  <Text component="span" display="block" size="sm" c="var(--site-muted-text)">
                    {t.facts.addressAsWritten}{' '}
                    <span lang={siteLocale}>{siteConfig.address}</span>
                  </Text>
                )}
              </Fact>
              <Fact icon={IconPhone} label={t.facts.phone}>
                <Anchor href={siteConfig.phoneHref} {...linkProps}>
                  {siteConfig.phone}
                </Anchor>
              </Fact>
              <Fact icon={IconMessageCircle} label={t.facts.zalo}>
                <Anchor href={siteConfig.zaloHref} {...newTab} {...linkProps}>
                  {t.facts.zaloLink}
                  <VisuallyHidden>{t.newTab}</VisuallyHidden>
                </Anchor>
              </Fact>
              <Fact icon={IconMail} label={t.facts.email}>
                <Anchor href={`mailto:${siteConfig.email}`} {...linkProps}>
                  {siteConfig.email}
                </Anchor>
              </Fact>
              <Fact icon={IconClock} label={t.facts.openingHours}>
                {openingHoursIn(t, siteConfig.hours)}
              </Fact>
            </Stack>
            <Button component="a" href={siteConfig.directionsHref} {...newTab} size="lg" mt="xl" leftSection={<IconRoute size={22} aria-hidden />}>
              {t.directions.label}
              <VisuallyHidden>
                {t.directions.more}
                {t.newTab}
              </VisuallyHidden>
            </Button>
          </Box>
          <Box component="figure" flex="1 1 20rem" m={0} maw={560}>
            <SiteImage picture={areaMap} className={grid.surface} style={{ display: 'block', width: '100%' }} />
            <Text component="figcaption" size="sm" c="var(--site-muted-text)" mt="xs">
              {fill(t.mapCaption, { directions: t.directions.label })}
            </Text>
          </Box>
        </Group>
      </Container>
      <Section labelledBy="den-trung-tam" title={t.gettingHere.title} subtitle={t.gettingHere.subtitle} tinted>
        <ul className={grid.grid}>
          {gettingHere.map((note) => {
            const NoteIcon = noteIcons[note.id];
            return (
              <Box component="li" key={note.id} className={grid.surface} p="lg">
                <Group gap="xs" wrap="nowrap" mb="xs">
                  <NoteIcon size={26} color="var(--site-heading-color)" aria-hidden />
                  <Title order={3} size="h4">
                    {note.title}
                  </Title>
                </Group>
                {note.paragraphs.map((paragraph) => (
                  <Text key={paragraph} mt="xs">
                    {paragraph}
                  </Text>
                ))}
              </Box>
            );
          })}
        </ul>
        <FaqLink id="dua-don" about={t.gettingHere.faqPickUp} />
        <FaqLink id="mang-theo" about={t.gettingHere.faqBring} />
      </Section>
      <RegistrationBlock />
    </>
  );
}
