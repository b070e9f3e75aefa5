import { describe, expect, it } from "vitest";
import { attributeVisit, classifyReferrer, hasCampaignParams, parseTrafficSource, referrerOrigin } from "./attribution";
import { campaignLabels, cleanParam, isLabel, maxLabelLength } from "./labels";

const landing = (query = "") => new URL(`https://wayfellow.app/${query}`);

describe("attributeVisit", () => {
  it("uses utm parameters as given", () => {
    const record = attributeVisit(
      landing("?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=ski"),
      "https://www.google.com/",
    );
    expect(record).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_content: "hero",
      utm_term: "ski",
      referrer: "https://www.google.com",
    });
  });

  it("keeps only the referring site's origin, never its path or query", () => {
    const record = attributeVisit(landing(), "https://mail.example.com/inbox/read?to=ann%40example.com&token=s3cret#x");
    expect(record).toEqual({
      utm_source: "mail.example.com",
      utm_medium: "referral",
      referrer: "https://mail.example.com",
    });
    expect(attributeVisit(landing(), "not a url")).toEqual({ utm_source: "referral", utm_medium: "referral" });
  });

  it("takes the source from ?source= or ?ref= when utm_source is absent", () => {
    expect(attributeVisit(landing("?source=partner-blog"), "")).toMatchObject({
      utm_source: "partner-blog",
      source: "partner-blog",
    });
    expect(attributeVisit(landing("?ref=producthunt"), "")).toMatchObject({
      utm_source: "producthunt",
      source: "producthunt",
    });
  });

  it("keeps ?source= / ?ref= only as a short label, and drops anything else whole", () => {
    for (const value of ["secret.person@example.com", "Ann Smith", "a/b", "x".repeat(65), "ä", "<b>"]) {
      const record = attributeVisit(landing(`?ref=${encodeURIComponent(value)}`), "");
      expect(record, value).toEqual({ utm_source: "direct", utm_medium: "none" });
    }
    const longest = "a".repeat(maxLabelLength);
    expect(attributeVisit(landing(`?source=${longest}`), "")).toMatchObject({ utm_source: longest, source: longest });
    expect(attributeVisit(landing("?ref=%20ig.story_2-b%20"), "")).toMatchObject({ source: "ig.story_2-b" });
    // A dropped value leaves the referrer to say where the visit came from.
    expect(attributeVisit(landing("?ref=ann%40example.com"), "https://www.reddit.com/")).toEqual({
      utm_source: "reddit",
      utm_medium: "social",
      referrer: "https://www.reddit.com",
    });
  });

  it("attributes fbclid to facebook / social by its presence, keeping no trace of its value", () => {
    const record = attributeVisit(landing("?fbclid=IwAR1secret"), "");
    expect(record).toEqual({ utm_source: "facebook", utm_medium: "social" });
    expect(JSON.stringify(record)).not.toContain("IwAR1secret");
    // With the referrer of another network, the click id still decides (spec §4: it comes first).
    expect(attributeVisit(landing("?fbclid=abc"), "https://www.reddit.com/")).toEqual({
      utm_source: "facebook",
      utm_medium: "social",
      referrer: "https://www.reddit.com",
    });
  });

  it("attributes gclid to google / cpc", () => {
    expect(attributeVisit(landing("?gclid=xyz"), "https://www.google.com/")).toMatchObject({
      utm_source: "google",
      utm_medium: "cpc",
      gclid: "xyz",
    });
  });

  it("puts fbclid before gclid, and utm_source and source/ref before both", () => {
    expect(attributeVisit(landing("?fbclid=a&gclid=b"), "")).toMatchObject({
      utm_source: "facebook",
      utm_medium: "social",
    });
    expect(attributeVisit(landing("?utm_source=tiktok&utm_medium=paid&fbclid=a"), "")).toMatchObject({
      utm_source: "tiktok",
      utm_medium: "paid",
    });
    expect(attributeVisit(landing("?ref=partner&fbclid=a"), "")).toMatchObject({
      utm_source: "partner",
      utm_medium: "referral",
    });
  });

  it.each([
    ["https://www.instagram.com/", "instagram", "social"],
    ["https://m.facebook.com/", "facebook", "social"],
    ["https://www.reddit.com/r/travel", "reddit", "social"],
    ["https://www.google.de/", "google", "organic"],
    ["https://www.youtube.com/watch?v=1", "youtube", "video"],
    ["https://t.co/abc", "twitter", "social"],
    ["https://x.com/someone", "twitter", "social"],
    ["https://blog.example.org/post", "blog.example.org", "referral"],
  ])("attributes a landing from %s to %s / %s", (referrer, source, medium) => {
    expect(attributeVisit(landing(), referrer)).toMatchObject({ utm_source: source, utm_medium: medium });
  });

  it("keeps each campaign value only as a label: an e-mail address in any utm_ parameter is dropped", () => {
    for (const name of ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"]) {
      const record = attributeVisit(
        landing(`?utm_source=news&utm_medium=email&utm_campaign=spring&${name}=ann%40example.com`),
        "",
      );
      expect(JSON.stringify(record), name).not.toContain("example.com");
    }
    // A utm_source that is no label counts as absent: the landing is attributed as without it.
    expect(attributeVisit(landing("?utm_source=ann%40example.com&utm_campaign=spring"), "")).toEqual({
      utm_source: "direct",
      utm_medium: "none",
      utm_campaign: "spring",
    });
  });

  it("falls back to direct / none without referrer", () => {
    expect(attributeVisit(landing(), "")).toEqual({ utm_source: "direct", utm_medium: "none" });
  });
});

describe("classifyReferrer", () => {
  it.each([
    ["https://l.instagram.com/?u=x", "instagram", "social"],
    ["https://www.instagram.com/", "instagram", "social"],
    ["https://m.facebook.com/", "facebook", "social"],
    ["https://www.reddit.com/r/travel/", "reddit", "social"],
    ["https://www.google.com/", "google", "organic"],
    ["https://www.google.de/", "google", "organic"],
    ["https://www.youtube.com/watch?v=1", "youtube", "video"],
    ["https://twitter.com/someone", "twitter", "social"],
    ["https://t.co/abc", "twitter", "social"],
    ["https://x.com/someone", "twitter", "social"],
    ["https://www.tripadvisor.com/forum", "tripadvisor.com", "referral"],
    ["https://news.ycombinator.com/item?id=1", "news.ycombinator.com", "referral"],
  ])("%s is %s / %s", (referrer, source, medium) => {
    expect(classifyReferrer(referrer)).toEqual({ source, medium });
  });

  it("does not mistake look-alike hosts for the networks", () => {
    expect(classifyReferrer("https://notfacebook.com/")).toEqual({ source: "notfacebook.com", medium: "referral" });
    expect(classifyReferrer("https://googleblog.example/")).toEqual({
      source: "googleblog.example",
      medium: "referral",
    });
  });

  it("treats an unparsable referrer as referral / referral", () => {
    expect(classifyReferrer("not a url")).toEqual({ source: "referral", medium: "referral" });
  });

  it("treats no referrer and our own host as direct / none", () => {
    expect(classifyReferrer(undefined)).toEqual({ source: "direct", medium: "none" });
    expect(classifyReferrer("https://wayfellow.app/blog", "wayfellow.app")).toEqual({
      source: "direct",
      medium: "none",
    });
  });
});

describe("untrusted input", () => {
  it("strips control characters and caps length", () => {
    expect(cleanParam("a\u0000b\nc")).toBe("abc");
    expect(cleanParam("x".repeat(1000))).toHaveLength(200);
    expect(cleanParam("   ")).toBeUndefined();
  });

  it("drops markup in a campaign value: it is no label", () => {
    expect(attributeVisit(landing("?utm_source=%3Cscript%3Ealert(1)%3C/script%3E"), "").utm_source).toBe("direct");
  });

  it("detects campaign parameters", () => {
    expect(hasCampaignParams(landing("?utm_source=a"))).toBe(true);
    expect(hasCampaignParams(landing("?gclid=a"))).toBe(true);
    expect(hasCampaignParams(landing("?fbclid=a"))).toBe(true);
    expect(hasCampaignParams(landing("?utm_medium=a&ref=b"))).toBe(false);
    expect(hasCampaignParams(landing("?utm_source=ann%40example.com"))).toBe(false);
  });

  it("reads back only well-formed stored records", () => {
    expect(parseTrafficSource('{"utm_source":"a","utm_medium":"b"}')).toEqual({ utm_source: "a", utm_medium: "b" });
    expect(parseTrafficSource("{not json")).toBeNull();
    expect(parseTrafficSource('{"utm_source":1}')).toBeNull();
    expect(parseTrafficSource(null)).toBeNull();
  });

  it("reads back only the record's own fields, and no source that is not a label", () => {
    expect(parseTrafficSource('{"utm_source":"facebook","utm_medium":"social","fbclid":"IwAR1","x":"y"}')).toEqual({
      utm_source: "facebook",
      utm_medium: "social",
    });
    // Kept by an earlier version: the free text named the source too, so the record is no record.
    expect(
      parseTrafficSource('{"utm_source":"ann@example.com","utm_medium":"referral","source":"ann@example.com"}'),
    ).toBeNull();
    expect(parseTrafficSource('{"utm_source":"news","utm_medium":"email","source":"ann@example.com"}')).toEqual({
      utm_source: "news",
      utm_medium: "email",
    });
  });

  it("reads back no campaign value that is not a label", () => {
    expect(
      parseTrafficSource('{"utm_source":"news","utm_medium":"email","utm_campaign":"ann@example.com","utm_term":"ok"}'),
    ).toEqual({ utm_source: "news", utm_medium: "email", utm_term: "ok" });
    expect(parseTrafficSource('{"utm_source":"ann@example.com","utm_medium":"email"}')).toBeNull();
    expect(parseTrafficSource('{"utm_source":"partner","utm_medium":"(not set)"}')).toEqual({
      utm_source: "partner",
      utm_medium: "(not set)",
    });
  });

  it("keeps only the origin of a stored referring address", () => {
    expect(
      parseTrafficSource('{"utm_source":"a","utm_medium":"b","referrer":"https://mail.example.com/read?to=ann"}'),
    ).toEqual({ utm_source: "a", utm_medium: "b", referrer: "https://mail.example.com" });
  });
});

describe("referrerOrigin", () => {
  it.each([
    ["https://www.google.com/search?q=group+trip", "https://www.google.com"],
    ["http://blog.example:8080/post/1?utm_source=x", "http://blog.example:8080"],
    ["android-app://com.google.android.gm/", undefined],
    ["garbage", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%s is %s", (referrer, origin) => {
    expect(referrerOrigin(referrer)).toBe(origin);
  });
});

describe("isLabel", () => {
  it.each([
    ["partner", true],
    ["partner-blog_2.0", true],
    ["a".repeat(64), true],
    ["a".repeat(65), false],
    ["", false],
    ["two words", false],
    ["ann@example.com", false],
    ["x/y", false],
    ["café", false],
  ])("%s: %s", (value, expected) => {
    expect(isLabel(value)).toBe(expected);
  });
});

describe("campaignLabels (what store links may carry before consent)", () => {
  it("takes the four campaign labels from the address", () => {
    expect(
      campaignLabels(
        landing("?utm_source=tiktok&utm_medium=paid&utm_campaign=ski&utm_content=clip&utm_term=alps&gclid=x"),
      ),
    ).toEqual({ utm_source: "tiktok", utm_medium: "paid", utm_campaign: "ski", utm_content: "clip" });
    expect(campaignLabels(landing("?utm_source=partner"))).toEqual({ utm_source: "partner", utm_medium: "(not set)" });
  });

  it("derives nothing from click ids or other parameters", () => {
    expect(campaignLabels(landing())).toBeNull();
    expect(campaignLabels(landing("?fbclid=abc"))).toBeNull();
    expect(campaignLabels(landing("?gclid=abc&utm_campaign=spring"))).toBeNull();
    expect(campaignLabels(landing("?utm_source=%20%20"))).toBeNull();
  });

  it("carries no campaign value that is not a label", () => {
    expect(campaignLabels(landing("?utm_source=ann%40example.com&utm_medium=email"))).toBeNull();
    expect(
      campaignLabels(landing("?utm_source=news&utm_medium=ann%40example.com&utm_campaign=a%20b&utm_content=ok")),
    ).toEqual({ utm_source: "news", utm_medium: "(not set)", utm_content: "ok" });
  });
});
