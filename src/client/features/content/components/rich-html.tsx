import { Typography } from '@mantine/core';

/**
 * Staff-written HTML. The server sanitises it on save and again when answering (PRODUCT.md
 * "Content"), so it is rendered as given; nothing from a visitor ever reaches this component.
 */
export function RichHtml({ html }: { html: string }) {
  return (
    <Typography>
      <div className="kolify-rich-html" dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
