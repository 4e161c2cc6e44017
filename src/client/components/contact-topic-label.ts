import { contactTopics, type ContactTopic } from '#common/contracts/contact';
import { m } from '#common/paraglide/messages.js';

const labels: Record<ContactTopic, () => string> = {
  general: () => m.content_topic_general(),
  influencer: () => m.content_topic_influencer(),
  marketer: () => m.content_topic_marketer(),
  payment: () => m.content_topic_payment(),
  technical: () => m.content_topic_technical(),
  partnership: () => m.content_topic_partnership(),
  media: () => m.content_topic_media(),
  other: () => m.content_topic_other(),
};

/** A contact-form topic in the reader's language (the public form and the staff inbox). */
export const contactTopicLabel = (topic: string): string => ((contactTopics as readonly string[]).includes(topic) ? labels[topic as ContactTopic]() : topic);
