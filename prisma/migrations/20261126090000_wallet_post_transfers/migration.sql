-- Several transfers that commit all or none, in one statement (decision 020): a paid gift's price
-- and the streamer's share. Each leg is `post_transfer` with its own key, so a leg replays and
-- conflicts exactly as the same transfer posted alone would.
CREATE OR REPLACE FUNCTION "wallet"."post_transfers"(
  p_keys TEXT[], p_hashes TEXT[], p_from INT[], p_to INT[], p_amounts NUMERIC[], p_reasons TEXT[], p_memos TEXT[]
) RETURNS TABLE (leg INT, transfer_id BIGINT, outcome TEXT, from_balance NUMERIC, to_balance NUMERIC, created_at TIMESTAMP(3))
LANGUAGE plpgsql AS $$
DECLARE
  posted RECORD;
  ids BIGINT[] := '{}';
  outcomes TEXT[] := '{}';
  froms NUMERIC[] := '{}';
  tos NUMERIC[] := '{}';
  ats TIMESTAMP(3)[] := '{}';
  failed INT;
BEGIN
  BEGIN
    -- Every account of every leg is locked in id order first, as a single transfer locks its two:
    -- batches and single transfers never wait for each other in a cycle.
    PERFORM 1 FROM "wallet"."accounts" a WHERE a.id = ANY (p_from || p_to) ORDER BY a.id FOR UPDATE;
    FOR i IN 1 .. cardinality(p_keys) LOOP
      SELECT * INTO posted FROM "wallet"."post_transfer"(p_keys[i], p_hashes[i], p_from[i], p_to[i], p_amounts[i], p_reasons[i], p_memos[i]);
      ids[i] := posted.transfer_id;
      outcomes[i] := posted.outcome;
      froms[i] := posted.from_balance;
      tos[i] := posted.to_balance;
      ats[i] := posted.created_at;
      IF posted.outcome NOT IN ('posted', 'replayed') THEN
        failed := i;
        -- Leaving the block rolls back the legs already posted (the variables keep their values).
        RAISE EXCEPTION 'transfer % of the batch failed: %', i, posted.outcome USING ERRCODE = 'WB001';
      END IF;
    END LOOP;
  EXCEPTION WHEN SQLSTATE 'WB001' THEN
    RETURN QUERY SELECT failed, NULL::BIGINT, outcomes[failed], froms[failed], tos[failed], NULL::TIMESTAMP(3);
    RETURN;
  END;
  RETURN QUERY SELECT i, ids[i], outcomes[i], froms[i], tos[i], ats[i] FROM generate_subscripts(p_keys, 1) AS i ORDER BY i;
END $$;
