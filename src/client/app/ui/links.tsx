import type { ComponentPropsWithRef } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

/**
 * Mantine components as TanStack links (NOTES.md: `component={Link}` loses the route
 * types; createLink keeps `to`/`params`/`search` checked).
 */

export type AnchorAttributes<P> = P & Omit<ComponentPropsWithRef<'a'>, keyof P>;

function ButtonAnchor(props: AnchorAttributes<ButtonProps>) {
  return <Button component="a" {...props} />;
}
const CreatedButtonLink = createLink(ButtonAnchor);
export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => <CreatedButtonLink preload="intent" {...props} />;

function AnchorAnchor(props: AnchorAttributes<AnchorProps>) {
  return <Anchor component="a" {...props} />;
}
const CreatedAnchorLink = createLink(AnchorAnchor);
export const AnchorLink: LinkComponent<typeof AnchorAnchor> = (props) => <CreatedAnchorLink preload="intent" {...props} />;

/** A header navigation link: subtle, highlighted when its section is active. */
function HeaderNavAnchor({ 'data-status': status, ...props }: AnchorAttributes<ButtonProps> & { 'data-status'?: string }) {
  const active = status === 'active';
  return <Button component="a" variant={active ? 'light' : 'subtle'} color={active ? 'kolify' : 'dark'} fw={500} px="sm" {...props} />;
}
const CreatedHeaderNavLink = createLink(HeaderNavAnchor);
export const HeaderNavLink: LinkComponent<typeof HeaderNavAnchor> = (props) => <CreatedHeaderNavLink preload="intent" {...props} />;
