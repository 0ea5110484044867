import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
// Written by the bench beside a copy of this folder: where the posts are, and the blog's page size.
import settings from './bench-settings.json';

const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: settings.blogDir }),
  schema: z.object({
    title: z.string(),
    date: z.coerce.date(),
    summary: z.string(),
    tags: z.array(z.string()),
    draft: z.boolean().default(false),
  }),
});

export const collections = { blog };
