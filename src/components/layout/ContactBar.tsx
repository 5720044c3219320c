import { Box, Container, VisuallyHidden } from '@mantine/core';
import { IconMapPin, IconPhone, IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ColorSchemeToggle } from '@/components/ColorSchemeToggle';
import { useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import { siteConfig } from '@/lib/site-config';
import classes from './ContactBar.module.css';
import { LanguageSwitch } from './LanguageSwitch';

interface ContactBarProps {
  /** Opens the search dialog (the layout loads it first if it is not there yet). */
  onSearch: () => void;
  /** The search button is pointed at or focused: a good moment to start loading the dialog. */
  onSearchIntent: () => void;
}

export function ContactBar({ onSearch, onSearchIntent }: ContactBarProps) {
  const text = useText('shell', shell);
  return (
    <div className={classes.bar}>
      <Container size="xl" className={classes.inner}>
        <div className={classes.group}>
          <a className={classes.item} href={siteConfig.phoneHref}>
            <IconPhone size={16} aria-hidden />
            <VisuallyHidden>{text.contactBar.call}</VisuallyHidden>
            {siteConfig.phone}
          </a>
          {/* From 576 px: below, the bar is full (the phone's menu has the link). */}
          <Box visibleFrom="xs">
            <Link to="/lien-he" className={classes.item}>
              <IconMapPin size={16} aria-hidden />
              {text.menu.contact}
            </Link>
          </Box>
        </div>
        <div className={classes.group}>
          <button
            type="button"
            className={classes.item}
            onClick={onSearch}
            onPointerEnter={onSearchIntent}
            onFocus={onSearchIntent}
            aria-haspopup="dialog"
          >
            <IconSearch size={16} aria-hidden />
            {/* Below 576 px, the icon alone: the bar has the phone, the language and the colour scheme too. */}
            <Box component="span" visibleFrom="xs">
              {text.contactBar.search}
            </Box>
            <VisuallyHidden hiddenFrom="xs">{text.contactBar.search}</VisuallyHidden>
          </button>
          <LanguageSwitch />
          <ColorSchemeToggle className={classes.toggle} />
        </div>
      </Container>
    </div>
  );
}
