import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type AnchorLinkProps = AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>;
const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorLinkProps>((props, ref) => (
  <Anchor ref={ref} {...props} />
));
MantineAnchor.displayName = 'MantineAnchor';

type ButtonLinkProps = ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement>;
const MantineButtonAnchor = forwardRef<HTMLAnchorElement, ButtonLinkProps>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
));
MantineButtonAnchor.displayName = 'MantineButtonAnchor';

const AnchorLinkBase = createLink(MantineAnchor);
const ButtonLinkBase = createLink(MantineButtonAnchor);

/** A router link styled as a Mantine Anchor, with typed `to` and params. */
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <AnchorLinkBase preload="intent" {...props} />;

/** A router link styled as a Mantine Button. */
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => <ButtonLinkBase preload="intent" {...props} />;
