/**
 * The music-festival clip (app/components/guides/festival-video.tsx; decisions.md, "The
 * music-festival video") on a static page: until the visitor clicks the poster, only the poster
 * image is fetched; the click puts the video in its place, playing, and gives it the focus, so a
 * keyboard user stays where they were. The poster is prerendered as a link to the clip (played by
 * the browser itself without JavaScript); here it becomes a button, since it now acts in place.
 * What the video needs (its sources, poster, class, label and fallback text in the page's
 * language) is in the poster's data- attributes.
 */
interface Source {
  src: string;
  type: string;
}

export function enhanceFestivalVideos(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[data-festival-video]")) {
    const poster = document.createElement("button");
    poster.type = "button";
    poster.className = link.className;
    Object.assign(poster.dataset, link.dataset);
    poster.append(...link.childNodes);
    link.replaceWith(poster);
    poster.addEventListener("click", () => play(poster), { once: true });
  }
}

function play(poster: HTMLButtonElement) {
  const { festivalVideo, videoClass, videoPoster, videoLabel, videoUnsupported } = poster.dataset;
  const video = document.createElement("video");
  video.className = videoClass ?? "";
  for (const flag of ["controls", "autoplay", "playsinline"]) video.setAttribute(flag, "");
  if (videoPoster) video.poster = videoPoster;
  if (videoLabel) video.setAttribute("aria-label", videoLabel);
  for (const { src, type } of JSON.parse(festivalVideo ?? "[]") as Source[]) {
    const source = document.createElement("source");
    source.src = src;
    source.type = type;
    video.append(source);
  }
  video.append(videoUnsupported ?? "");
  poster.replaceWith(video);
  video.focus();
}
