export type SubmissionKind = 'getScouted' | 'selective' | 'favorites' | 'contact';

/** A file kept beside the submission, sent as a multipart part. */
export type StoredFile = { field: string; filename: string; mimeType: string; file: string; size: number };

/** Exactly what goes to the panel, decided when the submission is accepted. */
export type UpstreamRequest =
  | { type: 'multipart'; path: string; fields: [string, string][]; files: StoredFile[] }
  | { type: 'json'; path: string; json: Record<string, unknown> };

export type OutboxRecord = {
  id: string;
  kind: SubmissionKind;
  createdAt: string;
  request: UpstreamRequest;
};

export type DeliveryState = {
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
};

export type DeliveryOutcome =
  | { result: 'delivered'; upstreamId?: string | number }
  | { result: 'retry'; error: string }
  | { result: 'rejected'; status: number; reason: string; errors?: Record<string, string[]> };
