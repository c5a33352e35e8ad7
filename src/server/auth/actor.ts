export interface ParentActor {
  kind: "parent";
  sessionId: string;
  userId: string;
  email: string;
  parentId: string;
  isAdmin: boolean;
}

export interface ChildActor {
  kind: "child";
  sessionId: string;
  childId: string;
  parentId: string;
  parentUserId: string;
  expiresAt: Date;
}

export type Actor = ParentActor | ChildActor;
