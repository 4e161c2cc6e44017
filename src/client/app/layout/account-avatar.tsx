import { Avatar } from '@mantine/core';

/** A member's initial in the header's account button: a chunk of its own, a visitor never sees it (decision 071). */
export function AccountAvatar({ letter }: { letter: string }) {
  return (
    <Avatar radius="xl" variant="gradient" gradient={{ from: 'kolify.6', to: 'blush.5', deg: 135 }}>
      {letter}
    </Avatar>
  );
}
