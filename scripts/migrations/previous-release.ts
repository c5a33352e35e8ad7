import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MIGRATIONS_DIR } from "./expand-contract";

const git = (root: string, args: string[]) =>
  execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();

/** The release that runs beside a new one while it rolls out: its commit, and how it was found. */
export interface Release {
  commit: string;
  describedAs: string;
}

/**
 * The release before this checkout: the newest tag `v*` or `release-*` that this commit comes after, or, when
 * there is none, the commit before the newest migration was added (HEAD itself while that migration is not yet
 * committed): the release whose servers still run when this one's migrations are applied. Null when the
 * history is not there to tell (a shallow clone).
 */
export function previousRelease(root: string): Release | null {
  try {
    const head = git(root, ["rev-parse", "HEAD"]);
    for (const tag of git(root, ["tag", "--list", "v*", "release-*", "--merged", "HEAD", "--sort=-creatordate"])
      .split("\n")
      .filter(Boolean)) {
      const commit = git(root, ["rev-list", "-n", "1", tag]);
      if (commit !== head) return { commit, describedAs: `the last tagged release, ${tag}` };
    }
    const newest = readdirSync(path.join(root, MIGRATIONS_DIR))
      .filter((f) => f.endsWith(".sql"))
      .sort()
      .at(-1);
    if (!newest) return null;
    const added = git(root, ["log", "--diff-filter=A", "--format=%H", "--", path.join(MIGRATIONS_DIR, newest)])
      .split("\n")
      .at(-1);
    if (!added) return { commit: head, describedAs: `the last commit, before ${newest} (not yet committed)` };
    const commit = git(root, ["rev-parse", "--verify", "--quiet", `${added}^{commit}^`]);
    return { commit, describedAs: `${commit.slice(0, 10)}, the commit before ${newest} was added` };
  } catch {
    return null;
  }
}

/**
 * The files of `release` in a new temporary folder, ready to run from source: with this checkout's
 * node_modules when both lock files are the same, otherwise with its own, as its lock file says.
 */
export function checkOutRelease(root: string, release: Release): string {
  const dir = mkdtempSync(path.join(tmpdir(), "maths-sprint-release-"));
  execFileSync("bash", ["-c", 'git archive --format=tar "$1" | tar -x -C "$2"', "checkout", release.commit, dir], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
  });
  const sameLock =
    readFileSync(path.join(root, "package-lock.json"), "utf8") ===
    readFileSync(path.join(dir, "package-lock.json"), "utf8");
  if (sameLock) symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  else {
    // This checkout's packages, hard-linked (a second), brought to the release's lock file by npm, which replaces
    // a package by extracting it anew, never by writing into the files it shares with this checkout. Its one
    // file written in place, the hidden lock file, is unlinked first.
    const modules = path.join(dir, "node_modules");
    execFileSync("cp", ["-al", path.join(root, "node_modules"), modules], { stdio: "ignore" });
    rmSync(path.join(modules, ".package-lock.json"), { force: true });
    execFileSync("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: dir, stdio: "ignore" });
  }
  return dir;
}
