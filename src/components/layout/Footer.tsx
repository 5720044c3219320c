import { Container, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandYoutube,
  IconClock,
  IconMail,
  IconMapPin,
  IconMessageCircle,
  IconPhone,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import { centreText, siteConfig, type SocialNetwork } from '@/lib/site-config';
import classes from './Footer.module.css';
import type { CourseNavItem } from '@/content/site-navigation';
import { footerPages } from '@/content/site-pages';

const socialIcons: Record<SocialNetwork, typeof IconBrandFacebook> = {
  Facebook: IconBrandFacebook,
  YouTube: IconBrandYoutube,
  Zalo: IconMessageCircle,
};

export function Footer({ courses }: { courses: CourseNavItem[] }) {
  const text = useText('shell', shell);
  const centre = centreText(text);
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <div className={classes.grid}>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={classes.heading}>
              {centre.fullName}
            </h2>
            <ul className={classes.list}>
              <li className={classes.row}>
                <IconMapPin size={18} aria-hidden />
                <span>
                  <strong>{text.footer.address}</strong>
                  {centre.address}
                </span>
              </li>
              <li className={classes.row}>
                <IconPhone size={18} aria-hidden />
                <span>
                  <strong>{text.footer.hotline}</strong>
                  <a className={classes.link} href={siteConfig.phoneHref}>
                    {siteConfig.phone}
                  </a>
                </span>
              </li>
              <li className={classes.row}>
                <IconMail size={18} aria-hidden />
                <span>
                  <strong>{text.footer.email}</strong>
                  <a className={classes.link} href={`mailto:${siteConfig.email}`}>
                    {siteConfig.email}
                  </a>
                </span>
              </li>
              <li className={classes.row}>
                <IconClock size={18} aria-hidden />
                <span>{centre.openingHours}</span>
              </li>
            </ul>
            <div className={classes.social}>
              {siteConfig.social.map(({ name, href }) => {
                const Icon = socialIcons[name];
                return (
                  <a key={name} className={classes.socialLink} href={href} target="_blank" rel="noopener noreferrer" aria-label={fill(text.footer.social, { network: name, name: siteConfig.name })}>
                    <Icon size={22} aria-hidden />
                  </a>
                );
              })}
            </div>
          </section>
          <nav aria-labelledby="footer-courses">
            <h2 id="footer-courses" className={classes.heading}>
              {text.footer.courses}
            </h2>
            <ul className={classes.list}>
              {courses.map((course) => (
                <li key={course.id}>
                  <Link {...course.target} className={classes.link}>
                    {course.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-about">
            <h2 id="footer-about" className={classes.heading}>
              {text.footer.about}
            </h2>
            <ul className={classes.list}>
              {footerPages.map((page) => (
                <li key={page.id}>
                  <Link to={page.to} className={classes.link}>
                    {text.pages.footer[page.id]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <Text className={classes.bottom}>
          {fill(text.footer.copyright, { year: siteConfig.copyrightYear, fullName: centre.fullName })}
        </Text>
      </Container>
    </footer>
  );
}
