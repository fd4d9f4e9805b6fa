-- How long each side talked in a voice call, in milliseconds: the visitor's from the voice activity
-- detector (speech start to speech end), the agent's from the audio frames it sent. Null for calls
-- that ended before this was recorded.
ALTER TABLE "voice_calls" ADD COLUMN "visitor_talk_ms" integer;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD COLUMN "agent_talk_ms" integer;
