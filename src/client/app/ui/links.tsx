import type { ComponentPropsWithRef } from 'react';
import { Anchor, Button, NavLink, type AnchorProps, type ButtonProps, type NavLinkProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

/**
 * Mantine components as TanStack links (NOTES.md: `component={Link}` loses the route
 * types; createLink keeps `to`/`params`/`search` checked).
 */

type AnchorAttributes<P> = P & Omit<ComponentPropsWithRef<'a'>, keyof P>;

function NavLinkAnchor({ 'data-status': status, active, ...props }: AnchorAttributes<NavLinkProps> & { 'data-status'?: string }) {
  return <NavLink component="a" active={active ?? status === 'active'} {...props} />;
}
const CreatedNavLink = createLink(NavLinkAnchor);
export const RouterNavLink: LinkComponent<typeof NavLinkAnchor> = (props) => <CreatedNavLink preload="intent" {...props} />;

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
