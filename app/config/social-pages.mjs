/** Link-preview images of pages that are not content files, drawn by the build (app/content/social-images.ts). */
export const socialPages = {
  blog: { path: "/social/blog.png", eyebrow: "Blog", title: "Group trip guides and event planning" },
};
