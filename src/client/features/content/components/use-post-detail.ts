import { useSyncExternalStore } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { PostDetail } from '#common/contracts/content';
import type { Locale } from '#common/enums';

const subscribeNever = () => () => {};

/** The post's list, and going back: to the page the reader came from, else to the list. */
export function usePostDetail({ post, lang }: { post: PostDetail; lang: Locale }) {
  const router = useRouter();
  const listTo = post.kind === 'article' ? ('/$lang/articles' as const) : ('/$lang/caseStudy' as const);
  return {
    listTo,
    back: () => (window.history.length > 1 ? router.history.back() : void router.navigate({ to: listTo, params: { lang } })),
  };
}

export type ShareNetwork = 'Facebook' | 'X' | 'LINE';

/**
 * This page's address and its share links. The server's render has no address to share: the
 * client fills it in after hydrating (so the first client render matches the server's).
 */
export function useShareLinks(title: string) {
  const url = useSyncExternalStore(subscribeNever, () => window.location.href, () => '');
  const encoded = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const links: { network: ShareNetwork; href: string }[] = [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
    { network: 'X', href: `https://x.com/intent/post?url=${encoded}&text=${text}` },
    { network: 'LINE', href: `https://social-plugins.line.me/lineit/share?url=${encoded}` },
  ];
  return { url, links };
}
