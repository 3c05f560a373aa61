import { z } from 'zod';

/** One product announcement (Hebrew); `publishedAt` is `YYYY-MM-DD`. */
export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
});

/** `data` of `GET /announcements`: newest first. */
export const announcementsReplySchema = z.object({ announcements: z.array(announcementSchema) });

/** `data` of `GET /auth/config`: where the shell's sign-in popup goes. */
export const signInConfigReplySchema = z.object({
  signIn: z.object({
    provider: z.enum(['google', 'development']),
    clientId: z.string(),
    authorizeUrl: z.string(),
    scope: z.string(),
  }),
});

/** `data` of `POST /contact`: the stored message's id. */
export const contactReplySchema = z.object({ contact: z.object({ id: z.string() }) });

export type Announcement = z.infer<typeof announcementSchema>;
export type AnnouncementsReply = z.infer<typeof announcementsReplySchema>;
export type SignInConfigReply = z.infer<typeof signInConfigReplySchema>;
export type ContactReply = z.infer<typeof contactReplySchema>;
