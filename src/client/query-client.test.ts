import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { createQueryClient, retryOnce } from "./query-client";

const answer = (status: number) => new ApiError(status, status === 0 ? "network_error" : "not_found", "x");

describe("the app's reads", () => {
  it("are asked again once when the server could not answer, or asked to come back later", () => {
    for (const status of [0, 408, 429, 500, 503]) {
      expect(retryOnce(0, answer(status)), String(status)).toBe(true);
      expect(retryOnce(1, answer(status)), String(status)).toBe(false);
    }
    expect(retryOnce(0, new TypeError("Failed to fetch"))).toBe(true);
  });

  it("are not asked again after a final answer", () => {
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(retryOnce(0, answer(status)), String(status)).toBe(false);
  });

  it("follow that rule by default", () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(retryOnce);
  });
});
