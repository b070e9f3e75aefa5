/** A blog article's category, in its colour (spec section 3, blog article card). */
export function CategoryLabel({ name, color }: { name: string; color: string }) {
  return (
    <p className="mb-4 inline-flex items-center gap-2 text-sm font-bold tracking-[0.12em] uppercase" style={{ color }}>
      <span aria-hidden="true" className="size-2.5 rounded-full" style={{ background: color }} />
      {name}
    </p>
  );
}
