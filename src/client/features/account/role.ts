/** The roles with an account of their own; what differs between them is passed in as data (endpoints, fields). */
export type AccountRole = 'influencer' | 'marketer';
export type ContactKind = 'email' | 'phone';
