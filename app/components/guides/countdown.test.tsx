import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Countdown, countdownGradients } from "./countdown";

describe("Countdown", () => {
  it("has a distinct colour scheme for each of the five schemes of the spec", () => {
    expect(Object.keys(countdownGradients).sort()).toEqual(["blue", "green", "orange", "purple", "worldcup"]);
    expect(new Set(Object.values(countdownGradients)).size).toBe(5);
  });

  it("a target in the past shows zeros and says in words that the edition has taken place", () => {
    render(<Countdown target="2026-06-11" scheme="worldcup" label="The opening match" reference="2026-11-23" />);
    const region = screen.getByRole("region", { name: "Countdown" });
    expect(region.textContent).toContain("This edition has taken place");
    expect(region.textContent?.match(/00(?=Days|Hours|Minutes|Seconds)/g)).toHaveLength(4);
    expect(screen.getByText(/The opening match was on June 11, 2026/)).toBeTruthy();
  });
});
