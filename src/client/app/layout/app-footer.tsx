import type { ReactNode } from 'react';
import { Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink } from '../ui/links';
import { Logo } from '../ui/logo';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={10}>
      <Text fw={600} size="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.04em' }}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

const linkProps = { c: 'var(--mantine-color-text)', size: 'sm' } as const;

/** The footer of public pages. */
export function AppFooter({ lang }: { lang: Locale }) {
  return (
    <Box component="footer" className="below-fold" bg="gray.0" mt="auto" pt={48} pb={32} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Logo size={28} />
            <Text size="sm" c="dimmed" maw={280}>
              {m.footer_tagline()}
            </Text>
          </Stack>
          <Column title={m.footer_company()}>
            <AnchorLink to="/$lang/about" params={{ lang }} {...linkProps}>
              {m.footer_about()}
            </AnchorLink>
            <AnchorLink to="/$lang/contact" params={{ lang }} {...linkProps}>
              {m.footer_contact()}
            </AnchorLink>
            <AnchorLink to="/$lang/partnership" params={{ lang }} {...linkProps}>
              {m.footer_partnership()}
            </AnchorLink>
          </Column>
          <Column title={m.footer_help()}>
            <AnchorLink to="/$lang/faq" params={{ lang }} {...linkProps}>
              {m.footer_faq()}
            </AnchorLink>
          </Column>
          <Column title={m.footer_legal()}>
            <AnchorLink to="/$lang/privacy" params={{ lang }} {...linkProps}>
              {m.footer_privacy()}
            </AnchorLink>
            <AnchorLink to="/$lang/termsOfUse" params={{ lang }} {...linkProps}>
              {m.footer_terms()}
            </AnchorLink>
          </Column>
        </SimpleGrid>
        <Divider my="lg" />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {m.footer_copyright({ year: String(new Date().getFullYear()) })}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
