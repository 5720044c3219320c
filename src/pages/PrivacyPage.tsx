import { Anchor, Box, Container, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { PageIntro } from '@/components/PageIntro';
import { UnsentRegistrations } from '@/features/registration/UnsentRegistrations';
import { fill } from '@/i18n/fill';
import { useLocale, useText } from '@/i18n/use-text';
import { privacy } from '@/i18n/vi/privacy';
import { formatDate } from '@/lib/format-date';
import { centreText, siteConfig } from '@/lib/site-config';
import { shell } from '@/i18n/vi/shell';
import { textMeasure } from '@/components/measure';

/** The day the policy last changed (shown as '27/11/2026', or '27 November 2026'). */
const privacyLastUpdated = '2026-11-27T12:00:00+07:00';

const linkProps = { c: 'var(--site-link-color)', underline: 'always', fw: 600 } as const;

function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} mt="xl">
      <Title order={2} id={id} size="h3" c="var(--site-heading-color)" mb="sm">
        {title}
      </Title>
      {children}
    </Box>
  );
}

function Paragraph({ children }: { children: ReactNode }) {
  return <Text mb="sm">{children}</Text>;
}

function List({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" pl="lg" mb="sm" style={{ lineHeight: 1.7 }}>
      {children}
    </Box>
  );
}

const Phone = () => (
  <Anchor href={siteConfig.phoneHref} {...linkProps}>
    {siteConfig.phone}
  </Anchor>
);

const Email = () => (
  <Anchor href={`mailto:${siteConfig.email}`} {...linkProps}>
    {siteConfig.email}
  </Anchor>
);

/** What the policy's blanks stand for: the centre's names, and its phone and e-mail as links (its address is the page's language's). */
const blanks: Readonly<Record<string, ReactNode>> = {
  name: siteConfig.name,
  fullName: siteConfig.fullName,
  phone: <Phone />,
  email: <Email />,
};

/** A sentence of the policy with its blanks filled, links included. */
function Words({ of: template }: { of: string }) {
  const { address } = centreText(useText('shell', shell));
  const filled: Readonly<Record<string, ReactNode>> = { ...blanks, address };
  return template.split(/(\{\w+\})/).map((piece, index) => {
    const blank = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={index}>{blank && blank in filled ? filled[blank] : piece}</Fragment>;
  });
}

/** What the site collects through the registration form, why, for how long, and the parent's rights. */
export function PrivacyPage() {
  const t = useText('privacy', privacy);
  const locale = useLocale();
  const { collected, purpose, legalBasis, processors, retention, unsent, rights, children, contact } = t;
  return (
    <>
      <PageIntro title={t.title}>{t.lead}</PageIntro>
      <Container size={textMeasure} py="xl">
        <Paragraph>
          <Words of={t.opening} />
        </Paragraph>

        <PolicySection id="thong-tin-thu-thap" title={collected.title}>
          <Paragraph>{collected.form}</Paragraph>
          <List>
            {collected.fields.map((field) => (
              <li key={field}>{field}</li>
            ))}
          </List>
          <Paragraph>{collected.sentWith}</Paragraph>
          <Paragraph>{collected.levelCheck}</Paragraph>
          <Paragraph>{collected.nothingElse}</Paragraph>
        </PolicySection>

        <PolicySection id="muc-dich" title={purpose.title}>
          <List>
            {purpose.uses.map((use) => (
              <li key={use}>{use}</li>
            ))}
          </List>
          <Paragraph>{purpose.limits}</Paragraph>
        </PolicySection>

        <PolicySection id="co-so-phap-ly" title={legalBasis.title}>
          <Paragraph>{legalBasis.consent}</Paragraph>
          <Paragraph>{legalBasis.withdraw}</Paragraph>
        </PolicySection>

        <PolicySection id="ai-xu-ly" title={processors.title}>
          <List>
            {[processors.staff, processors.emailService].map((processor) => (
              <li key={processor.name}>
                <strong>{processor.name}</strong>
                {processor.text}
              </li>
            ))}
          </List>
          <Paragraph>{processors.authorities}</Paragraph>
        </PolicySection>

        <PolicySection id="thoi-gian-luu" title={retention.title}>
          <Paragraph>{retention.text}</Paragraph>
        </PolicySection>

        <PolicySection id="dang-ky-chua-gui" title={unsent.title}>
          <Paragraph>{unsent.kept}</Paragraph>
          <Paragraph>{unsent.deleted}</Paragraph>
          <UnsentRegistrations whenNone={unsent.none} />
        </PolicySection>

        <PolicySection id="quyen-cua-phu-huynh" title={rights.title}>
          <Paragraph>{rights.lead}</Paragraph>
          <List>
            {rights.list.map((right) => (
              <li key={right}>{right}</li>
            ))}
          </List>
          <Paragraph>
            <Words of={rights.howTo} />
          </Paragraph>
        </PolicySection>

        <PolicySection id="du-lieu-tre-em" title={children.title}>
          <Paragraph>{children.text}</Paragraph>
        </PolicySection>

        <PolicySection id="lien-he" title={contact.title}>
          <Paragraph>
            <strong>
              <Words of={contact.centre} />
            </strong>
          </Paragraph>
          <List>
            {[contact.address, contact.hotline, contact.email].map((line) => (
              <li key={line}>
                <Words of={line} />
              </li>
            ))}
          </List>
        </PolicySection>

        <Text mt="xl" c="var(--site-muted-text)" size="sm">
          {fill(t.updated, { date: formatDate(privacyLastUpdated, locale) })}
        </Text>
      </Container>
    </>
  );
}
