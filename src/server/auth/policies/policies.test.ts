import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as badgesApi from "../../../shared/api/badges";
import * as childrenApi from "../../../shared/api/children";
import type { Endpoint } from "../../../shared/api/endpoint";
import * as api from "../../../shared/api/play";
import { buildFamily, buildGame, challengeGame, payForPremium } from "../../../../tests/factories";
import { callAs, type Caller, type CallResult } from "../../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import type { Actor, ChildActor, ParentActor } from "../actor";
import * as familyApi from "../../../shared/api/family-data";
import * as referralsApi from "../../../shared/api/referrals";
import { submitSupportRequest } from "../../../shared/api/support";
import * as weeklyReportApi from "../../../shared/api/weekly-report";
import { myTestimonialStatus, submitTestimonial } from "../../../shared/api/testimonials";
import {
  canChallenge,
  canChallengeParent,
  challengeUseNeedsPremium,
  type ChallengeAction,
  type ChallengeUse,
} from "./challenge-policy";
import { canChild, type ChildAction } from "./child-policy";
import { canFamily, type FamilyAction } from "./family-policy";
import { canGame, canReplayGame } from "./game-policy";
import { canPlayAs } from "./player-policy";
import { canChallengeSibling, canTakePart } from "./challenge-player-policy";
import { PREMIUM_FEATURES } from "../../../shared/constants";
import { canUsePremium } from "./premium-policy";
import { canMission, type MissionAction } from "./mission-policy";
import { canAdminister, canManageBadges, type BadgeAdminAction } from "./badge-admin-policy";
import * as missionsApi from "../../../shared/api/missions";
import * as avatarsApi from "../../../shared/api/avatars";
import { canAvatar, type AvatarAction } from "./avatar-policy";
import * as analyticsApi from "../../../shared/api/analytics";
import * as badgeAdminApi from "../../../shared/api/badge-admin";
import * as challengesApi from "../../../shared/api/challenges";
import { solidPng } from "../../../../tests/support/images";
import { routesTakingIds, routesWithoutRow, type OpenApiPaths } from "../../../../tests/support/routes-taking-ids";

/**
 * The policy table: every kind of caller against every resource and action,
 * with the answer each must get. First the rules themselves, then the routes
 * that take an id, through HTTP.
 */
type Who =
  | "parent of the family"
  | "parent of another family"
  | "the child"
  | "a sibling"
  | "child of another family"
  | "signed out";
const WHO: Who[] = [
  "parent of the family",
  "parent of another family",
  "the child",
  "a sibling",
  "child of another family",
  "signed out",
];

const parent = (parentId: string, userId: string): ParentActor => ({
  kind: "parent",
  sessionId: "s",
  userId,
  email: "p@example.com",
  parentId,
  isAdmin: false,
});
const child = (childId: string, parentId: string): ChildActor => ({
  kind: "child",
  sessionId: "s",
  childId,
  parentId,
  parentUserId: `${parentId}-user`,
  expiresAt: new Date(0),
});
const ACTORS: Record<Who, Actor | null> = {
  "parent of the family": parent("family", "family-user"),
  "parent of another family": parent("other", "other-user"),
  "the child": child("ava", "family"),
  "a sibling": child("leo", "family"),
  "child of another family": child("zoe", "other"),
  "signed out": null,
};
const AVA = { id: "ava", parentId: "family" };

const yes = true;
const no = false;
const CHILD_TABLE: Record<ChildAction, Record<Who, boolean>> = {
  read: {
    "parent of the family": yes,
    "parent of another family": no,
    "the child": yes,
    "a sibling": no,
    "child of another family": no,
    "signed out": no,
  },
  readHistory: {
    "parent of the family": yes,
    "parent of another family": no,
    "the child": yes,
    "a sibling": no,
    "child of another family": no,
    "signed out": no,
  },
  readAwards: {
    "parent of the family": yes,
    "parent of another family": no,
    "the child": yes,
    "a sibling": no,
    "child of another family": no,
    "signed out": no,
  },
  play: {
    "parent of the family": yes,
    "parent of another family": no,
    "the child": yes,
    "a sibling": no,
    "child of another family": no,
    "signed out": no,
  },
  update: {
    "parent of the family": yes,
    "parent of another family": no,
    "the child": no,
    "a sibling": no,
    "child of another family": no,
    "signed out": no,
  },
  delete: {
    "parent of the family": yes,
    "parent of another family": no,
    "the child": no,
    "a sibling": no,
    "child of another family": no,
    "signed out": no,
  },
};

describe("the policy rules", () => {
  for (const [action, row] of Object.entries(CHILD_TABLE) as [ChildAction, Record<Who, boolean>][]) {
    for (const who of WHO) {
      it(`child × ${action} × ${who} → ${row[who] ? "allowed" : "refused"}`, () => {
        expect(canChild(ACTORS[who], action, AVA)).toBe(row[who]);
      });
    }
  }

  const childGame = { child: AVA, userId: "family-user" };
  const parentsOwnGame = { child: null, userId: "family-user" };
  const GAME_TABLE: Record<Who, [boolean, boolean]> = {
    "parent of the family": [yes, yes],
    "parent of another family": [no, no],
    "the child": [yes, no],
    "a sibling": [no, no],
    "child of another family": [no, no],
    "signed out": [no, no],
  };
  for (const who of WHO) {
    const [ofChild, ofParent] = GAME_TABLE[who];
    it(`game × read × ${who} → the child's game ${ofChild ? "allowed" : "refused"}, the parent's own ${ofParent ? "allowed" : "refused"}`, () => {
      expect(canGame(ACTORS[who], "read", childGame)).toBe(ofChild);
      expect(canGame(ACTORS[who], "read", parentsOwnGame)).toBe(ofParent);
    });
  }
});

const MISSION_TABLE: Record<MissionAction, Record<Who, boolean>> = {
  read: CHILD_TABLE.read,
  send: CHILD_TABLE.update,
  archive: CHILD_TABLE.update,
  suggest: CHILD_TABLE.update,
};

describe("missions", () => {
  for (const [action, row] of Object.entries(MISSION_TABLE) as [MissionAction, Record<Who, boolean>][]) {
    for (const who of WHO) {
      it(`mission × ${action} × ${who} → ${row[who] ? "allowed" : "refused"}`, () => {
        expect(canMission(ACTORS[who], action, { childId: AVA.id, parentId: AVA.parentId })).toBe(row[who]);
      });
    }
  }
});

const AVATAR_TABLE: Record<AvatarAction, Record<Who, boolean>> = {
  list: CHILD_TABLE.read,
  generate: CHILD_TABLE.read,
  delete: CHILD_TABLE.read,
  choose: CHILD_TABLE.read,
};

describe("avatars", () => {
  for (const [action, row] of Object.entries(AVATAR_TABLE) as [AvatarAction, Record<Who, boolean>][]) {
    for (const who of WHO) {
      it(`avatar × ${action} × ${who} → ${row[who] ? "allowed" : "refused"}`, () => {
        expect(canAvatar(ACTORS[who], action, { childId: AVA.id, parentId: AVA.parentId })).toBe(row[who]);
      });
    }
  }
});

describe("head-to-head challenges", () => {
  // Ava against her parent: her sibling plays in neither side.
  const AVA_VS_PARENT = { parentId: "family", initiatorChildId: "ava", opponentChildId: null };
  const CHALLENGE_TABLE: Record<ChallengeAction, Record<Who, boolean>> = {
    read: {
      "parent of the family": yes,
      "parent of another family": no,
      "the child": yes,
      "a sibling": no,
      "child of another family": no,
      "signed out": no,
    },
    cancel: {
      "parent of the family": yes,
      "parent of another family": no,
      "the child": no,
      "a sibling": no,
      "child of another family": no,
      "signed out": no,
    },
  };
  for (const [action, row] of Object.entries(CHALLENGE_TABLE) as [ChallengeAction, Record<Who, boolean>][]) {
    for (const who of WHO) {
      it(`challenge × ${action} × ${who} → ${row[who] ? "allowed" : "refused"}`, () => {
        expect(canChallenge(ACTORS[who], action, AVA_VS_PARENT)).toBe(row[who]);
      });
    }
  }
  it("a sibling who is the opponent may read it", () => {
    expect(canChallenge(ACTORS["a sibling"], "read", { ...AVA_VS_PARENT, opponentChildId: "leo" })).toBe(true);
  });
  it("the parent may be challenged only while the family has Premium (they play in Challenge Mode)", () => {
    expect(canChallengeParent({ familyHasPremium: true })).toBe(true);
    expect(canChallengeParent({ familyHasPremium: false })).toBe(false);
  });
  // Challenge Mode is Premium: [against a sibling, against the parent]; the parent's every use, a child's play against the parent.
  const NEEDS_PREMIUM: Record<ChallengeUse, { parent: [boolean, boolean]; child: [boolean, boolean] }> = {
    list: { parent: [yes, yes], child: [no, no] },
    play: { parent: [yes, yes], child: [no, yes] },
    dismiss: { parent: [yes, yes], child: [no, no] },
    cancel: { parent: [yes, yes], child: [no, no] },
  };
  for (const [use, row] of Object.entries(NEEDS_PREMIUM) as [ChallengeUse, (typeof NEEDS_PREMIUM)[ChallengeUse]][]) {
    for (const kind of ["parent", "child"] as const) {
      const actor = ACTORS[kind === "parent" ? "parent of the family" : "the child"];
      it(`challenge × ${use} by the ${kind} needs Premium: vs a sibling ${row[kind][0]}, vs the parent ${row[kind][1]}`, () => {
        if (!actor) throw new Error("no actor");
        expect(challengeUseNeedsPremium(actor, use, { parentPlays: false })).toBe(row[kind][0]);
        expect(challengeUseNeedsPremium(actor, use, { parentPlays: true })).toBe(row[kind][1]);
      });
    }
  }
});

describe("who plays, and in which challenge", () => {
  // [as Ava, as no child (a parent as themself)]
  const PLAY_AS_TABLE: Record<Who, [boolean, boolean]> = {
    "parent of the family": [yes, yes],
    "parent of another family": [no, yes],
    "the child": [yes, no],
    "a sibling": [no, no],
    "child of another family": [no, no],
    "signed out": [no, no],
  };
  for (const who of WHO) {
    const [asAva, asThemself] = PLAY_AS_TABLE[who];
    it(`play as × ${who} → as the child ${asAva ? "allowed" : "refused"}, as no child ${asThemself ? "allowed" : "refused"}`, () => {
      expect(canPlayAs(ACTORS[who], { child: AVA })).toBe(asAva);
      expect(canPlayAs(ACTORS[who], { child: null })).toBe(asThemself);
    });
  }

  // Players: a child by their id (with their family's user id), a parent as themself by their user id.
  const PLAYERS = {
    ava: { childId: "ava", userId: "family-user" },
    leo: { childId: "leo", userId: "family-user" },
    "the parent": { childId: null, userId: "family-user" },
    "another parent": { childId: null, userId: "other-user" },
    zoe: { childId: "zoe", userId: "other-user" },
  };
  const AVA_VS_LEO = { initiatorChildId: "ava", opponentChildId: "leo", opponentUserId: null };
  const AVA_VS_PARENT = { initiatorChildId: "ava", opponentChildId: null, opponentUserId: "family-user" };
  // [Ava against Leo, Ava against the parent]
  const TAKE_PART_TABLE: Record<keyof typeof PLAYERS, [boolean, boolean]> = {
    ava: [yes, yes],
    leo: [yes, no],
    "the parent": [no, yes],
    "another parent": [no, no],
    zoe: [no, no],
  };
  for (const [name, [vsLeo, vsParent]] of Object.entries(TAKE_PART_TABLE) as [
    keyof typeof PLAYERS,
    [boolean, boolean],
  ][]) {
    it(`challenge × take part × ${name} → Ava against Leo ${vsLeo ? "allowed" : "refused"}, against the parent ${vsParent ? "allowed" : "refused"}`, () => {
      expect(canTakePart(PLAYERS[name], AVA_VS_LEO)).toBe(vsLeo);
      expect(canTakePart(PLAYERS[name], AVA_VS_PARENT)).toBe(vsParent);
    });
  }

  it("challenge × opponent: Ava may challenge her sibling, never a child of another family, herself or nobody", () => {
    expect(canChallengeSibling(AVA, { id: "leo", parentId: "family" })).toBe(true);
    expect(canChallengeSibling(AVA, { id: "zoe", parentId: "other" })).toBe(false);
    expect(canChallengeSibling(AVA, AVA)).toBe(false);
    expect(canChallengeSibling(AVA, undefined)).toBe(false);
  });

  // A saved game's client_id sent again: [Ava's game, the parent's own game]
  const REPLAY_TABLE: Record<keyof typeof PLAYERS, [boolean, boolean]> = {
    ava: [yes, no],
    leo: [no, no],
    "the parent": [no, yes],
    "another parent": [no, no],
    zoe: [no, no],
  };
  for (const [name, [avasGame, parentsGame]] of Object.entries(REPLAY_TABLE) as [
    keyof typeof PLAYERS,
    [boolean, boolean],
  ][]) {
    it(`game × replay × ${name} → Ava's game ${avasGame ? "allowed" : "refused"}, the parent's own ${parentsGame ? "allowed" : "refused"}`, () => {
      expect(canReplayGame(PLAYERS[name], PLAYERS.ava)).toBe(avasGame);
      expect(canReplayGame(PLAYERS[name], PLAYERS["the parent"])).toBe(parentsGame);
    });
  }
});

describe("premium features", () => {
  const FEATURES = PREMIUM_FEATURES;
  // [their family has Premium, their family has not]
  const PREMIUM_TABLE: Record<Who, [boolean, boolean]> = {
    "parent of the family": [yes, no],
    "parent of another family": [yes, no],
    "the child": [yes, no],
    "a sibling": [yes, no],
    "child of another family": [yes, no],
    "signed out": [no, no],
  };
  for (const feature of FEATURES) {
    for (const who of WHO) {
      const [withPremium, without] = PREMIUM_TABLE[who];
      it(`${feature} × ${who} → with Premium ${withPremium ? "allowed" : "refused"}, without ${without ? "allowed" : "refused"}`, () => {
        expect(canUsePremium(ACTORS[who], feature, { familyHasPremium: true })).toBe(withPremium);
        expect(canUsePremium(ACTORS[who], feature, { familyHasPremium: false })).toBe(without);
      });
    }
  }
});

describe("badge management", () => {
  // Badges belong to no family: only whether the caller is a parent who is an admin counts.
  const ACTIONS: BadgeAdminAction[] = ["list", "create", "uploadImage"];
  const ADMIN_TABLE: Record<Who, [boolean, boolean]> = {
    "parent of the family": [yes, no],
    "parent of another family": [yes, no],
    "the child": [no, no],
    "a sibling": [no, no],
    "child of another family": [no, no],
    "signed out": [no, no],
  };
  for (const action of ACTIONS) {
    for (const who of WHO) {
      const [asAdmin, otherwise] = ADMIN_TABLE[who];
      it(`badges × ${action} × ${who} → as an admin ${asAdmin ? "allowed" : "refused"}, otherwise ${otherwise ? "allowed" : "refused"}`, () => {
        expect(canManageBadges(ACTORS[who], action, { isAdmin: true })).toBe(asAdmin);
        expect(canManageBadges(ACTORS[who], action, { isAdmin: false })).toBe(otherwise);
      });
    }
  }
  // An endpoint whose access is "admin" asks the same rule.
  for (const who of WHO) {
    const [asAdmin, otherwise] = ADMIN_TABLE[who];
    it(`admin access × ${who} → as an admin ${asAdmin ? "allowed" : "refused"}, otherwise ${otherwise ? "allowed" : "refused"}`, () => {
      expect(canAdminister(ACTORS[who], { isAdmin: true })).toBe(asAdmin);
      expect(canAdminister(ACTORS[who], { isAdmin: false })).toBe(otherwise);
    });
  }
});

describe("the family's own account, for every kind of caller", () => {
  const FAMILY = { parentId: "family" };
  const ONLY_ITS_PARENT: Record<Who, boolean> = {
    "parent of the family": yes,
    "parent of another family": no,
    "the child": no,
    "a sibling": no,
    "child of another family": no,
    "signed out": no,
  };
  const FAMILY_TABLE: Record<FamilyAction, Record<Who, boolean>> = {
    export: ONLY_ITS_PARENT,
    delete: ONLY_ITS_PARENT,
    contactSupport: ONLY_ITS_PARENT,
    readReferrals: ONLY_ITS_PARENT,
    giveFeedback: ONLY_ITS_PARENT,
    readWeeklyReport: ONLY_ITS_PARENT,
    changeWeeklyReport: ONLY_ITS_PARENT,
  };
  for (const [action, row] of Object.entries(FAMILY_TABLE) as [FamilyAction, Record<Who, boolean>][]) {
    for (const who of WHO) {
      it(`family × ${action} × ${who} → ${row[who] ? "allowed" : "refused"}`, () => {
        expect(canFamily(ACTORS[who], action, FAMILY)).toBe(row[who]);
      });
    }
  }

  // These routes name no id: a parent acts on their own family only, so the other family's parent
  // gets their own family's answer, never this one's; a child's tablet is no parent session.
  let t: TestApp;
  let callers: Record<Who, Caller>;
  let emails: Record<"family" | "other", string>;
  beforeAll(async () => {
    t = await createTestApp();
    const family = await buildFamily(t);
    const other = await buildFamily(t, { children: [{ name: "Zoe", pin: "5190" }] });
    emails = { family: family.parent.email, other: other.parent.email };
    callers = {
      "parent of the family": family.parent.caller,
      "parent of another family": other.parent.caller,
      "the child": family.child.caller,
      "a sibling": family.sibling.caller,
      "child of another family": other.child.caller,
      "signed out": {},
    };
  });
  afterAll(() => t.close());

  const PARENT_ONLY: Record<Who, number> = {
    "parent of the family": 200,
    "parent of another family": 200,
    "the child": 401,
    "a sibling": 401,
    "child of another family": 401,
    "signed out": 401,
  };
  it(`GET /api/account/export: ${WHO.map((w) => `${w} ${PARENT_ONLY[w]}`).join(", ")}, each parent their own family`, async () => {
    for (const who of WHO) {
      const res = await callAs(t, callers[who], familyApi.exportFamilyData);
      expect(res.status, who).toBe(PARENT_ONLY[who]);
      if (who === "parent of the family") expect(res.ok().parent.email).toBe(emails.family);
      if (who === "parent of another family") expect(res.ok().parent.email).toBe(emails.other);
    }
  });
  it(`GET /api/account/deletion, GET /api/account/referrals and POST /api/account/support-requests: parents only`, async () => {
    for (const who of WHO) {
      expect((await callAs(t, callers[who], familyApi.accountDeletionStatus)).status, who).toBe(PARENT_ONLY[who]);
      expect((await callAs(t, callers[who], referralsApi.referralStats)).status, who).toBe(PARENT_ONLY[who]);
      const support = await callAs(t, callers[who], submitSupportRequest, {
        body: { email: "help@example.com", issue_description: "A question" },
      });
      expect(support.status, who).toBe(PARENT_ONLY[who] === 200 ? 201 : 401);
    }
  });
  it("GET and PUT /api/account/weekly-report, GET /api/account/weekly-report/latest: parents only, each their own setting", async () => {
    // The other family's parent turns their own report off: this family's stays on.
    for (const who of WHO) {
      const turnedOff = who === "parent of another family";
      const set = await callAs(t, callers[who], weeklyReportApi.setWeeklyReportSetting, {
        body: { enabled: !turnedOff },
      });
      expect(set.status, who).toBe(PARENT_ONLY[who]);
      const read = await callAs(t, callers[who], weeklyReportApi.getWeeklyReportSetting);
      expect(read.status, who).toBe(PARENT_ONLY[who]);
      if (read.status === 200) expect(read.ok(), who).toEqual({ enabled: !turnedOff });
      const latest = await callAs(t, callers[who], weeklyReportApi.latestWeeklyReport);
      expect(latest.status, who).toBe(PARENT_ONLY[who]);
    }
    expect((await callAs(t, callers["parent of the family"], weeklyReportApi.getWeeklyReportSetting)).ok()).toEqual({
      enabled: true,
    });
  });
  it("POST /api/testimonials and GET /api/testimonials/mine: parents only, each about their own feedback", async () => {
    for (const who of WHO) {
      const sent = await callAs(t, callers[who], submitTestimonial, { body: { comment: `From ${who}`, rating: 5 } });
      expect(sent.status, who).toBe(PARENT_ONLY[who] === 200 ? 201 : 401);
      const mine = await callAs(t, callers[who], myTestimonialStatus);
      expect(mine.status, who).toBe(PARENT_ONLY[who]);
    }
  });
  it("POST /api/account/deactivate: children and signed-out callers 401, the family's parent 200 (last)", async () => {
    for (const who of [...WHO.filter((w) => w !== "parent of the family"), "parent of the family" as const]) {
      if (who === "parent of another family") continue; // deleting their own family is not this table's question
      const res = await callAs(t, callers[who], familyApi.deleteAccount, { body: { confirmation: "delete" } });
      expect(res.status, who).toBe(PARENT_ONLY[who]);
    }
  });
});

describe("the routes that take an id, for every kind of caller", () => {
  let t: TestApp;
  let callers: Record<Who, Caller>;
  let avaId: string;
  let gameId: string;
  let gameClientId: string;
  let parentsGameId: string;
  // Each caller's own child (a parent's first; Ava for the signed-out caller), for routes that also name one.
  let ownChild: Record<Who, string>;
  let avaVsLeo: string;
  let avaVsParent: string;
  let missionId: string;
  let referralCode: string;

  beforeAll(async () => {
    t = await createTestApp();
    const family = await buildFamily(t);
    const other = await buildFamily(t, { children: [{ name: "Zoe", pin: "5190" }] });
    const { child: ava, sibling: leo } = family;
    const zoe = other.child;
    avaId = ava.id;
    callers = {
      "parent of the family": family.parent.caller,
      "parent of another family": other.parent.caller,
      "the child": ava.caller,
      "a sibling": leo.caller,
      "child of another family": zoe.caller,
      "signed out": {},
    };
    ownChild = {
      "parent of the family": ava.id,
      "parent of another family": zoe.id,
      "the child": ava.id,
      "a sibling": leo.id,
      "child of another family": zoe.id,
      "signed out": ava.id,
    };
    const avasGame = buildGame(avaId);
    gameClientId = avasGame.client_id;
    gameId = (await callAs(t, ava.caller, api.saveGame, { body: avasGame })).ok().session.id;
    // Challenge Mode and analytics are Premium: the family has it, so that only the policies refuse.
    await payForPremium(t, family.parent);
    avaVsLeo = (await challenge(ava.caller, avaId, leo.id)).challenge_id;
    avaVsParent = (await challenge(ava.caller, avaId, null)).challenge_id;
    referralCode = family.parent.session.parentData.referral_code ?? "";
    parentsGameId = (await callAs(t, family.parent.caller, api.saveGame, { body: buildGame(null) })).ok().session.id;
  });
  afterAll(() => t.close());

  const challenge = async (as: Caller, childId: string, opponent: string | null) =>
    (
      await callAs(t, as, challengesApi.createChallenge, { params: { childId }, body: { opponent_child_id: opponent } })
    ).ok().game;
  const STAR = "571c4e00-0000-4000-8000-000000000001";
  const sendStar = (as: Caller, childId: string, sticker = STAR) =>
    callAs(t, as, missionsApi.sendMission, {
      params: { childId },
      body: { game_mode_target: "timed", reward_type: "digital_sticker", digital_reward_id: sticker },
    });

  // The status each caller gets: 2xx allowed; 404 (the same as an unknown id) refused; 401 no session of the kind the route needs.
  // `call` sends the route's request for the row's id (`id()`), or for another id given, as the caller.
  type Row = {
    route: string;
    id: () => string;
    call: (as: Caller, id: string, who: Who) => Promise<CallResult<Endpoint>>;
    expect: Record<Who, number>;
  };
  // The two answers most routes share: the child and their parent may; their parent only, and children's tokens are no parent session.
  const THE_CHILD_OR_THEIR_PARENT: Record<Who, number> = {
    "parent of the family": 200,
    "parent of another family": 404,
    "the child": 200,
    "a sibling": 404,
    "child of another family": 404,
    "signed out": 401,
  };
  const THEIR_PARENT_BY_COOKIE: Record<Who, number> = {
    "parent of the family": 200,
    "parent of another family": 404,
    "the child": 401,
    "a sibling": 401,
    "child of another family": 401,
    "signed out": 401,
  };
  // A parent's own game (played as themself): theirs alone.
  const THE_PARENT_ONLY: Record<Who, number> = {
    "parent of the family": 200,
    "parent of another family": 404,
    "the child": 404,
    "a sibling": 404,
    "child of another family": 404,
    "signed out": 401,
  };
  // A child's token is no parent session; a parent's cookie is no child's.
  const THE_CHILDREN_ONLY: Record<Who, number> = {
    "parent of the family": 401,
    "parent of another family": 401,
    "the child": 201,
    "a sibling": 404,
    "child of another family": 404,
    "signed out": 401,
  };
  // Ava's challenge against the parent: she and the parent (for her, or as themself) play it; her sibling does not.
  const ITS_PLAYERS: Record<Who, number> = { ...THE_CHILD_OR_THEIR_PARENT };
  const AVATAR_OPTIONS = { character_type: "wizard", hair_color: null, accessories: [], color_theme: "blue" } as const;
  const ROUTES: Row[] = [
    {
      route: "GET /api/children/:childId/avatars",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, avatarsApi.listAvatars, { params: { childId } }),
      expect: THE_CHILD_OR_THEIR_PARENT,
    },
    {
      route: "GET /api/children/:childId/avatars/usage",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, avatarsApi.avatarUsage, { params: { childId } }),
      expect: THE_CHILD_OR_THEIR_PARENT,
    },
    {
      route: "POST /api/children/:childId/avatars",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, avatarsApi.generateAvatar, { params: { childId }, body: AVATAR_OPTIONS }),
      expect: { ...THE_CHILD_OR_THEIR_PARENT, "parent of the family": 201, "the child": 201 },
    },
    {
      // Each caller tries a new avatar of Ava's ("fresh"); one a caller may not delete is then deleted by Ava.
      route: "DELETE /api/children/:childId/avatars/:avatarId",
      id: () => "fresh",
      call: async (as, id) => {
        const del = (avatarId: string) =>
          callAs(t, as, avatarsApi.deleteAvatar, { params: { childId: avaId, avatarId } });
        if (id !== "fresh") return del(id);
        const made = await callAs(t, callers["the child"], avatarsApi.generateAvatar, {
          params: { childId: avaId },
          body: AVATAR_OPTIONS,
        });
        const avatarId = made.ok().avatar.id;
        const res = await del(avatarId);
        if (res.status !== 200) {
          await callAs(t, callers["the child"], avatarsApi.deleteAvatar, { params: { childId: avaId, avatarId } });
        }
        return res;
      },
      expect: THE_CHILD_OR_THEIR_PARENT,
    },
    {
      route: "GET /api/children/:childId",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, childrenApi.getChild, { params: { childId } }),
      expect: THE_CHILD_OR_THEIR_PARENT,
    },
    {
      route: "GET /api/children/:childId/sessions",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, api.listChildSessions, { params: { childId } }),
      expect: THE_CHILD_OR_THEIR_PARENT,
    },
    {
      route: "GET /api/children/:childId/play-summary",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, api.playSummary, { params: { childId } }),
      expect: THE_CHILD_OR_THEIR_PARENT,
    },
    {
      route: "POST /api/children/:childId/streak-shield/spend",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, api.spendStreakShield, { params: { childId } }),
      expect: THE_CHILD_OR_THEIR_PARENT,
    },
    {
      route: "GET /api/children/:childId/badges",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, badgesApi.childBadges, { params: { childId } }),
      expect: THE_CHILD_OR_THEIR_PARENT,
    },
    {
      route: "GET /api/children/:childId/rewards",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, badgesApi.childRewards, { params: { childId } }),
      expect: THE_CHILD_OR_THEIR_PARENT,
    },
    {
      route: "POST /api/games child_id",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, api.saveGame, { body: buildGame(childId) }),
      expect: THE_CHILD_OR_THEIR_PARENT,
    },
    {
      route: "GET /api/games/:sessionId (the child's game)",
      id: () => gameId,
      call: (as, sessionId) => callAs(t, as, api.getGame, { params: { sessionId } }),
      expect: THE_CHILD_OR_THEIR_PARENT,
    },
    {
      route: "GET /api/games/:sessionId (the parent's own game)",
      id: () => parentsGameId,
      call: (as, sessionId) => callAs(t, as, api.getGame, { params: { sessionId } }),
      expect: THE_PARENT_ONLY,
    },
    {
      route: "GET /api/games/:sessionId/personal-best (the child's game)",
      id: () => gameId,
      call: (as, sessionId) => callAs(t, as, api.personalBest, { params: { sessionId } }),
      expect: THE_CHILD_OR_THEIR_PARENT,
    },
    {
      route: "GET /api/games/:sessionId/personal-best (the parent's own game)",
      id: () => parentsGameId,
      call: (as, sessionId) => callAs(t, as, api.personalBest, { params: { sessionId } }),
      expect: THE_PARENT_ONLY,
    },
    {
      route: "GET /api/children/:childId/mission",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, missionsApi.activeMission, { params: { childId } }),
      expect: THE_CHILD_OR_THEIR_PARENT,
    },
    {
      route: "GET /api/children/:childId/weekly-wins",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, missionsApi.weeklyWins, { params: { childId } }),
      expect: THEIR_PARENT_BY_COOKIE,
    },
    {
      route: "POST /api/children/:childId/mission-suggestion",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, missionsApi.missionSuggestion, { params: { childId } }),
      expect: THEIR_PARENT_BY_COOKIE,
    },
    {
      route: "PATCH /api/children/:childId",
      id: () => avaId,
      call: (as, childId) =>
        callAs(t, as, childrenApi.updateChild, { params: { childId }, body: { difficulty_level: "intermediate" } }),
      expect: THEIR_PARENT_BY_COOKIE,
    },
    {
      route: "GET /api/children/:childId/practice-plan",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, api.practicePlan, { params: { childId } }),
      expect: THE_CHILD_OR_THEIR_PARENT,
    },
    {
      route: "GET /api/analytics/:childId",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, analyticsApi.childAnalytics, { params: { childId } }),
      expect: THEIR_PARENT_BY_COOKIE,
    },
    {
      route: "GET /api/analytics/:childId/feedback",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, analyticsApi.listFeedback, { params: { childId }, query: {} }),
      expect: THEIR_PARENT_BY_COOKIE,
    },
    {
      route: "POST /api/analytics/:childId/feedback",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, analyticsApi.requestFeedback, { params: { childId } }),
      expect: { ...THEIR_PARENT_BY_COOKIE, "parent of the family": 201 },
    },
    {
      // No caller here is an admin: every parent gets the admin refusal (403) before the id is read.
      route: "PUT /api/admin/badges/:badgeId/image",
      id: () => randomUUID(),
      call: (as, badgeId) =>
        callAs(t, as, badgeAdminApi.uploadBadgeImage, {
          params: { badgeId },
          body: new Uint8Array(solidPng()),
          contentType: "image/png",
        }),
      expect: { ...THEIR_PARENT_BY_COOKIE, "parent of the family": 403, "parent of another family": 403 },
    },
    {
      route: "GET /api/children/:childId/challenges",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, challengesApi.childChallenges, { params: { childId } }),
      expect: THE_CHILD_OR_THEIR_PARENT,
    },
    {
      // Only a child sets a challenge, for themself.
      route: "POST /api/children/:childId/challenges",
      id: () => avaId,
      call: (as, childId) =>
        callAs(t, as, challengesApi.createChallenge, { params: { childId }, body: { opponent_child_id: null } }),
      expect: THE_CHILDREN_ONLY,
    },
    {
      // Each child names Ava as the opponent of a challenge of their own: only her sibling may.
      route: "POST /api/children/:childId/challenges opponent_child_id",
      id: () => avaId,
      call: (as, opponent, who) =>
        callAs(t, as, challengesApi.createChallenge, {
          params: { childId: ownChild[who] },
          body: { opponent_child_id: opponent },
        }),
      expect: { ...THE_CHILDREN_ONLY, "the child": 422, "a sibling": 201 },
    },
    {
      // Each caller dismisses it for their own child: only a child who plays in it (and their parent).
      route: "POST /api/children/:childId/challenges/:challengeId/dismiss",
      id: () => avaVsParent,
      call: (as, challengeId, who) =>
        callAs(t, as, challengesApi.dismissChallenge, { params: { childId: ownChild[who], challengeId } }),
      expect: ITS_PLAYERS,
    },
    {
      // Each caller opens it for their own child: only a child who plays in it (and their parent, for them).
      route: "POST /api/challenges/:challengeId/game",
      id: () => avaVsParent,
      call: (as, challengeId, who) =>
        callAs(t, as, challengesApi.openChallengeGame, {
          params: { challengeId },
          body: { child_id: ownChild[who] },
        }),
      expect: ITS_PLAYERS,
    },
    {
      route: "POST /api/challenges/:challengeId/game child_id",
      id: () => avaId,
      call: (as, childId) =>
        callAs(t, as, challengesApi.openChallengeGame, {
          params: { challengeId: avaVsParent },
          body: { child_id: childId },
        }),
      expect: THE_CHILD_OR_THEIR_PARENT,
    },
    {
      // Each caller saves, for their own child, a game of a new challenge Ava set against the parent.
      route: "POST /api/games challenge_id",
      id: () => "fresh",
      call: async (as, id, who) => {
        const game = await challenge(callers["the child"], avaId, null);
        const challengeId = id === "fresh" ? game.challenge_id : id;
        return callAs(t, as, api.saveGame, {
          body: challengeGame(ownChild[who], { ...game, challenge_id: challengeId }, 3, 4),
        });
      },
      expect: ITS_PLAYERS,
    },
    {
      // Ava's game sent again by each caller, for their own child: her own and her parent's for her get its first answer.
      route: "POST /api/games client_id",
      id: () => gameClientId,
      call: (as, clientId, who) =>
        callAs(t, as, api.saveGame, { body: { ...buildGame(ownChild[who]), client_id: clientId } }),
      expect: {
        ...THE_CHILD_OR_THEIR_PARENT,
        "parent of another family": 409,
        "a sibling": 409,
        "child of another family": 409,
      },
    },
    {
      // Each parent sets their own child a mission with a free sticker: stickers belong to no family.
      route: "POST /api/children/:childId/missions digital_reward_id",
      id: () => STAR,
      call: async (as, sticker, who) => {
        const res = await sendStar(as, ownChild[who], sticker);
        if (who === "parent of the family") missionId = res.ok().mission.id;
        return res;
      },
      expect: { ...THEIR_PARENT_BY_COOKIE, "parent of the family": 201, "parent of another family": 201 },
    },
    {
      route: "POST /api/missions/:missionId/archive",
      id: () => missionId,
      call: (as, id) => callAs(t, as, missionsApi.archiveMission, { params: { missionId: id } }),
      expect: THEIR_PARENT_BY_COOKIE,
    },
    {
      // After the archive above, Ava has no active mission: her parent may set one.
      route: "POST /api/children/:childId/missions",
      id: () => avaId,
      call: (as, childId) => sendStar(as, childId),
      expect: { ...THEIR_PARENT_BY_COOKIE, "parent of the family": 201 },
    },
    {
      // The family's parent cancels it.
      route: "POST /api/challenges/:challengeId/cancel",
      id: () => avaVsLeo,
      call: (as, challengeId) => callAs(t, as, challengesApi.cancelChallenge, { params: { challengeId } }),
      expect: THEIR_PARENT_BY_COOKIE,
    },
    {
      // A referral code belongs to a parent but tells anyone only whether it is one.
      route: "GET /api/referrals/:code",
      id: () => referralCode,
      call: (as, code) => callAs(t, as, referralsApi.checkReferralCode, { params: { code } }),
      expect: {
        ...THE_CHILD_OR_THEIR_PARENT,
        "parent of another family": 200,
        "a sibling": 200,
        "child of another family": 200,
        "signed out": 200,
      },
    },
    {
      // Last: the parent of the family deletes Ava.
      route: "DELETE /api/children/:childId",
      id: () => avaId,
      call: (as, childId) => callAs(t, as, childrenApi.deleteChild, { params: { childId } }),
      expect: THEIR_PARENT_BY_COOKIE,
    },
  ];

  it("every route of the contract that takes an id (in its path, query or body) has a row here", async () => {
    const contract = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<OpenApiPaths>();
    const routes = routesTakingIds(contract);
    expect(routes).toContain("POST /api/games client_id");
    const withoutRow = routesWithoutRow(
      routes,
      ROUTES.map((r) => r.route),
    );
    expect(withoutRow.join("\n"), "routes that take an id and have no row").toBe("");
  });

  it("the walk names a route added with an id and no row", () => {
    const withNewRoutes: OpenApiPaths = {
      paths: {
        "/api/things/{thingId}": { get: {}, delete: {} },
        "/api/things": {
          post: {
            requestBody: { content: { "application/json": { schema: { properties: { child_id: {}, name: {} } } } } },
          },
          get: { parameters: [{ name: "owner_id", in: "query" }] },
        },
      },
    };
    expect(routesWithoutRow(routesTakingIds(withNewRoutes), ["GET /api/things/:thingId (one of them)"])).toEqual([
      "DELETE /api/things/:thingId",
      "GET /api/things owner_id",
      "POST /api/things child_id",
    ]);
  });

  for (const row of ROUTES) {
    it(`${row.route}: ${WHO.map((w) => `${w} ${row.expect[w]}`).join(", ")}`, async () => {
      // The family's own parent goes last, so that a change it makes cannot hide another caller's answer.
      for (const who of [...WHO.filter((w) => w !== "parent of the family"), "parent of the family" as const]) {
        const res = await row.call(callers[who], row.id(), who);
        expect(res.status, `${row.route} as ${who}: ${res.raw.body}`).toBe(row.expect[who]);
        if (res.status === 404) {
          // Refused exactly as an unknown id would be.
          const unknown = await row.call(callers[who], randomUUID(), who);
          expect(unknown.status).toBe(404);
          expect(res.error()).toEqual(unknown.error());
        }
      }
    });
  }
});
