import { Box, Title } from '@mantine/core';
import grid from '@/components/card-grid.module.css';
import { FaqLink } from '@/components/FaqLink';
import { Section } from '@/components/Section';
import { feePolicies } from '@/content/courses/fee-policies';
import { autoFitGrid } from '@/components/auto-fit-grid';

/** The centre's rules on fees, for every course: paying, discounts, openings, make-up lessons, refunds. */
export function FeePolicies() {
  return (
    <Section labelledBy="chinh-sach-hoc-phi" title="CHÍNH SÁCH HỌC PHÍ" subtitle="Đóng học phí, ưu đãi, học bù và hoàn phí, nói rõ từng điều" tinted>
      <Box
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none', ...autoFitGrid('22rem') }}
      >
        {feePolicies.map((policy) => (
          <Box component="li" key={policy.title} p="lg" className={grid.surface}>
            <Title order={3} fz="lg" c="var(--site-heading-color)" mb="xs">
              {policy.title}
            </Title>
            <Box component="ul" m={0} pl="md">
              {policy.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <FaqLink id="hoc-phi" about="học phí và cách đóng" />
      <FaqLink id="hoc-bu" about="học bù" />
      <FaqLink id="hoan-hoc-phi" about="hoàn học phí và bảo lưu" />
    </Section>
  );
}
