import { Container, Tabs, Title } from '@mantine/core';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { DownloadsTab } from './downloads-tab';
import { FaqTab, PackagesTab, PagesTab, SeoTab } from './list-tab-kinds';
import { MessagesTab } from './messages-tab';
import { PartnersTab } from './partners-tab';
import { PostsTab } from './posts-tab';
import { useContentAdmin, type AdminTab } from './use-content-admin';

/** /{lang}/Admin/content: the content back office (staff only). */
export function ContentAdminScreen({ lang, tab }: { lang: Locale; tab: AdminTab }) {
  const { tabs, openTab } = useContentAdmin(lang);
  return (
    <Container size="xl" py="xl">
      <Title order={1} fz={28} mb="lg">
        {m.content_admin_title_page()}
      </Title>
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {tabs.map(([value, label]) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="articles">
          <PostsTab lang={lang} kind="article" />
        </Tabs.Panel>
        <Tabs.Panel value="cases">
          <PostsTab lang={lang} kind="case_study" />
        </Tabs.Panel>
        <Tabs.Panel value="faq">
          <FaqTab />
        </Tabs.Panel>
        <Tabs.Panel value="seo">
          <SeoTab />
        </Tabs.Panel>
        <Tabs.Panel value="pages">
          <PagesTab />
        </Tabs.Panel>
        <Tabs.Panel value="packages">
          <PackagesTab lang={lang} />
        </Tabs.Panel>
        <Tabs.Panel value="partners">
          <PartnersTab />
        </Tabs.Panel>
        <Tabs.Panel value="downloads">
          <DownloadsTab lang={lang} />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <MessagesTab lang={lang} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
