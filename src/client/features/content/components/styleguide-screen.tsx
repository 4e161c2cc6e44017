import { Alert, Badge, Button, Card, Checkbox, ColorSwatch, Container, Group, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title, useMantineTheme } from '@mantine/core';
import type { PackageOffer, PostSummary } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { PackageCard } from './package-card';
import { PostCard } from './post-card';
import { EmptyView, LoadingView } from './state-views';

const samplePost: PostSummary = {
  id: 0,
  kind: 'article',
  slug: 'styleguide-sample',
  title: 'How to price a post so brands book you again',
  excerpt: 'Real Thai market figures and a way of pricing that brands accept.',
  coverUrl: '/images/default-image.jpg',
  categoryId: 8,
  categoryName: 'Influencer tips',
  categoryIcon: 'influencer',
  categoryColor: 'pink',
  publishedAt: '2026-11-20T03:00:00Z',
  readingMinutes: 3,
  brandName: null,
  creatorNames: [],
  channelTypes: [],
  metrics: {},
  alternates: {},
};
const samplePackage: PackageOffer = {
  id: 0,
  slug: 'styleguide-sample',
  status: 'publish',
  name: 'TikTok Buzz',
  summary: 'Ten TikTok creators, one short video each',
  descriptionHtml: '',
  features: ['10 creators', 'One short video each'],
  channelTypes: ['TIKTOK'],
  postType: 'videoPost',
  tier: 'micro',
  influencerCount: 10,
  priceMinor: 3_900_000,
  currency: 'THB',
  validityDays: 180,
  coverUrl: '/images/default-image-package.jpg',
  highlight: true,
};

/** /{lang}/styleguide: the living style guide of the theme and the shared components. */
export function StyleguideScreen({ lang }: { lang: Locale }) {
  const theme = useMantineTheme();
  const palettes = ['kolify', 'blush', 'gray', 'red', 'teal', 'orange'].filter((name) => theme.colors[name]);
  return (
    <Container size="xl" py="xl">
      <Stack gap={48}>
        <Stack gap={4}>
          <Title order={1}>{m.content_styleguide_title()}</Title>
          <Text c="dimmed">{m.content_styleguide_intro()}</Text>
        </Stack>
        <Stack>
          <Title order={2}>{m.content_styleguide_colors()}</Title>
          {palettes.map((name) => (
            <Group key={name} gap={6}>
              <Text w={80} size="sm" fw={600}>
                {name}
              </Text>
              {theme.colors[name]!.map((value, index) => (
                <ColorSwatch key={value} color={value} size={36} title={`${name}.${index} ${value}`} />
              ))}
            </Group>
          ))}
        </Stack>
        <Stack>
          <Title order={2}>{m.content_styleguide_type()}</Title>
          <Title order={1}>H1 · หัวข้อระดับหนึ่ง</Title>
          <Title order={2}>H2 · หัวข้อระดับสอง</Title>
          <Title order={3}>H3 · หัวข้อระดับสาม</Title>
          <Text>Body — ครีเอเตอร์ไทยมีรายได้ที่ยุติธรรม · Creators of every size deserve fair pay.</Text>
          <Text size="sm" c="dimmed">
            Small dimmed — รายละเอียดเพิ่มเติม
          </Text>
        </Stack>
        <Stack>
          <Title order={2}>{m.content_styleguide_controls()}</Title>
          <Group>
            <Button>Primary</Button>
            <Button variant="gradient">Gradient</Button>
            <Button variant="light">Light</Button>
            <Button variant="default">Default</Button>
            <Button variant="subtle">Subtle</Button>
            <Button loading>Loading</Button>
            <Button disabled>Disabled</Button>
          </Group>
          <Group>
            <Badge>Badge</Badge>
            <Badge variant="light">Light</Badge>
            <Badge variant="outline">Outline</Badge>
            <Badge color="teal">Published</Badge>
            <Badge color="gray.7">Draft</Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Text input" placeholder="ชื่อของคุณ" />
            <TextInput label="With error" error={m.content_error_email_invalid()} defaultValue="nida@" />
            <Select label="Select" data={['Instagram', 'TikTok', 'YouTube']} placeholder={m.content_filter_any()} />
          </SimpleGrid>
          <Group>
            <Checkbox label="Checkbox" defaultChecked />
            <Switch label="Switch" defaultChecked />
            <SegmentedControl data={['ไทย', 'English']} />
          </Group>
          <Alert color="teal" title={m.content_contact_sent_title()}>
            Alert
          </Alert>
        </Stack>
        <Stack>
          <Title order={2}>{m.content_styleguide_components()}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <PostCard post={samplePost} lang={lang} />
            <PackageCard offer={samplePackage} lang={lang} />
            <Card withBorder>
              <LoadingView />
              <EmptyView title={m.content_empty_posts()} />
            </Card>
          </SimpleGrid>
        </Stack>
      </Stack>
    </Container>
  );
}
