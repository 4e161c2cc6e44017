import { Badge, Box, SimpleGrid, ThemeIcon } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLine,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconRosetteDiscountCheck,
} from '@tabler/icons-react';

const channels = [
  { key: 'instagram', icon: IconBrandInstagram, color: '#d62976' },
  { key: 'creator-a', initial: 'ก' },
  { key: 'tiktok', icon: IconBrandTiktok, color: '#111' },
  { key: 'youtube', icon: IconBrandYoutube, color: '#ff0000' },
  { key: 'creator-b', initial: 'M' },
  { key: 'line', icon: IconBrandLine, color: '#06c755' },
  { key: 'creator-c', initial: 'ส' },
  { key: 'facebook', icon: IconBrandFacebook, color: '#1877f2' },
  { key: 'x', icon: IconBrandX, color: '#111' },
] as const;

/** Decorative hero art: the channels Kolify connects, and the creators behind them. */
export function ChannelCloud({ badge }: { badge: string }) {
  return (
    <Box pos="relative" aria-hidden="true" maw={440} w="100%" mx="auto">
      <Box
        p={{ base: 24, sm: 36 }}
        style={{
          borderRadius: 32,
          background: 'linear-gradient(135deg, var(--mantine-color-kolify-6) 0%, var(--mantine-color-kolify-4) 45%, var(--mantine-color-blush-4) 100%)',
          boxShadow: '0 30px 60px -20px rgba(124, 58, 237, 0.45)',
        }}
      >
        <SimpleGrid cols={3} spacing={{ base: 14, sm: 20 }}>
          {channels.map((channel, index) => (
            <Box
              key={channel.key}
              style={{
                aspectRatio: '1',
                borderRadius: '50%',
                background: 'rgba(255,255,255,0.96)',
                display: 'grid',
                placeItems: 'center',
                boxShadow: '0 10px 24px -12px rgba(30, 0, 60, 0.5)',
                transform: `translateY(${index % 2 === 0 ? 0 : 10}px)`,
              }}
            >
              {'icon' in channel ? (
                <channel.icon size="46%" color={channel.color} stroke={1.6} />
              ) : (
                <Box
                  w="72%"
                  h="72%"
                  fz={{ base: 22, sm: 28 }}
                  fw={700}
                  c="white"
                  style={{
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    background: 'linear-gradient(45deg, var(--mantine-color-blush-5), var(--mantine-color-kolify-6))',
                  }}
                >
                  {channel.initial}
                </Box>
              )}
            </Box>
          ))}
        </SimpleGrid>
      </Box>
      <Badge
        pos="absolute"
        bottom={-14}
        left={24}
        size="xl"
        radius="xl"
        color="white"
        c="kolify.7"
        leftSection={
          <ThemeIcon size={22} radius="xl" variant="transparent" c="kolify.6">
            <IconRosetteDiscountCheck size={20} />
          </ThemeIcon>
        }
        style={{ boxShadow: 'var(--mantine-shadow-md)', textTransform: 'none' }}
      >
        {badge}
      </Badge>
    </Box>
  );
}
