-- wallet.post_transfer_groups: its current definition, exactly as the migration 20261126170000_wallet_post_transfer_groups applies it.
-- The migrations are what the database runs, not this file: a change here needs a new migration that
-- re-creates the function (CREATE OR REPLACE with the new text), and this file then takes that text.
-- services/wallet/test/ledger-functions.e2e.ts checks that the migrated database and this file agree.

-- Groups of transfers in one statement (decision 022): each group commits all or none, the groups
-- are independent of each other, so one call pays a batch of gifts from many senders. Each leg
-- replays and conflicts under its own key exactly as `post_transfer` would do it alone.
-- Legs come in group order (`p_groups` names each leg's group; a group's legs are adjacent).
-- One row per leg: a refused group's failing leg carries its outcome, the group's other legs
-- 'group_refused', and none of them a transfer.
--
-- The balances are kept in the statement and each account is written once at the end: a batch
-- moves the hot system rows (`diamond.spending`, `cash.income`) once, not once per leg. Every
-- version of a row updated a hundred times in one transaction stays in its chain until the
-- transaction ends, and each lookup of the row walks them all (measured: a lookup of
-- `diamond.spending` at 1.7 ms and 50 buffers after a few seconds of gifts, 0.02 ms after VACUUM).
CREATE OR REPLACE FUNCTION "wallet"."post_transfer_groups"(
  p_groups INT[], p_keys TEXT[], p_hashes TEXT[], p_from INT[], p_to INT[], p_amounts NUMERIC[], p_reasons TEXT[], p_memos TEXT[]
) RETURNS TABLE (leg INT, transfer_id BIGINT, outcome TEXT, from_balance NUMERIC, to_balance NUMERIC, created_at TIMESTAMP(3))
LANGUAGE plpgsql AS $$
DECLARE
  -- Every account of the call, locked, with its balance as the legs so far left it.
  acc_ids INT[];
  acc_balances NUMERIC[];
  acc_before NUMERIC[];
  acc_system BOOLEAN[];
  acc_currencies TEXT[];
  group_start NUMERIC[];
  ids BIGINT[] := '{}';
  outcomes TEXT[] := '{}';
  froms NUMERIC[] := '{}';
  tos NUMERIC[] := '{}';
  ats TIMESTAMP(3)[] := '{}';
  legs INT := cardinality(p_keys);
  first INT := 1;
  last INT;
  failed INT;
  src INT;
  dst INT;
  existing RECORD;
  new_id BIGINT;
  new_at TIMESTAMP(3);
BEGIN
  -- Locked in id order, as a single transfer locks its two: calls and single transfers never wait
  -- for each other in a cycle.
  SELECT array_agg(a.id ORDER BY a.id), array_agg(a.balance ORDER BY a.id), array_agg(a.system_code IS NOT NULL ORDER BY a.id),
         array_agg(a.currency::TEXT ORDER BY a.id)
    INTO acc_ids, acc_balances, acc_system, acc_currencies
    FROM (SELECT * FROM "wallet"."accounts" l WHERE l.id = ANY (p_from || p_to) ORDER BY l.id FOR UPDATE) a;
  acc_ids := coalesce(acc_ids, '{}');
  acc_before := acc_balances;
  WHILE first <= legs LOOP
    last := first;
    WHILE last < legs AND p_groups[last + 1] = p_groups[first] LOOP
      last := last + 1;
    END LOOP;
    group_start := acc_balances;
    -- A block per group (a subtransaction): leaving it by the exception rolls back that group's transfers only.
    BEGIN
      FOR i IN first .. last LOOP
        SELECT t.id, t.request_hash, t.from_balance, t.to_balance, t.created_at INTO existing
          FROM "wallet"."transfers" t WHERE t.idempotency_key = p_keys[i];
        IF NOT FOUND THEN
          src := array_position(acc_ids, p_from[i]);
          dst := array_position(acc_ids, p_to[i]);
          IF src IS NULL OR dst IS NULL THEN
            outcomes[i] := 'unknown_account';
          ELSIF acc_currencies[src] <> acc_currencies[dst] THEN
            outcomes[i] := 'currency_mismatch';
          ELSIF NOT acc_system[src] AND acc_balances[src] < p_amounts[i] THEN
            outcomes[i] := 'insufficient';
            froms[i] := acc_balances[src];
            tos[i] := acc_balances[dst];
          ELSE
            INSERT INTO "wallet"."transfers" AS t ("idempotency_key", "request_hash", "from_account_id", "to_account_id", "currency",
              "amount", "reason", "memo", "from_balance", "to_balance")
            VALUES (p_keys[i], p_hashes[i], p_from[i], p_to[i], acc_currencies[src]::"wallet"."Currency", p_amounts[i], p_reasons[i], p_memos[i],
              acc_balances[src] - p_amounts[i], acc_balances[dst] + p_amounts[i])
            ON CONFLICT ("idempotency_key") DO NOTHING
            RETURNING t.id, t.created_at INTO new_id, new_at;
            IF new_id IS NOT NULL THEN
              acc_balances[src] := acc_balances[src] - p_amounts[i];
              acc_balances[dst] := acc_balances[dst] + p_amounts[i];
              ids[i] := new_id;
              outcomes[i] := 'posted';
              froms[i] := acc_balances[src];
              tos[i] := acc_balances[dst];
              ats[i] := new_at;
            ELSE
              -- A request with the same key committed while this one waited for the locks.
              SELECT t.id, t.request_hash, t.from_balance, t.to_balance, t.created_at INTO existing
                FROM "wallet"."transfers" t WHERE t.idempotency_key = p_keys[i];
            END IF;
          END IF;
        END IF;
        IF existing.id IS NOT NULL AND outcomes[i] IS NULL THEN
          ids[i] := existing.id;
          outcomes[i] := CASE WHEN existing.request_hash = p_hashes[i] THEN 'replayed' ELSE 'conflict' END;
          froms[i] := existing.from_balance;
          tos[i] := existing.to_balance;
          ats[i] := existing.created_at;
        END IF;
        IF outcomes[i] NOT IN ('posted', 'replayed') THEN
          failed := i;
          RAISE EXCEPTION 'transfer % failed: %', i, outcomes[i] USING ERRCODE = 'WB001';
        END IF;
      END LOOP;
    EXCEPTION WHEN SQLSTATE 'WB001' THEN
      -- Variables are not rolled back with the block: the group's balances and results are undone here.
      acc_balances := group_start;
      FOR i IN first .. last LOOP
        ids[i] := NULL;
        ats[i] := NULL;
        IF i <> failed THEN
          outcomes[i] := 'group_refused';
          froms[i] := NULL;
          tos[i] := NULL;
        END IF;
      END LOOP;
    END;
    first := last + 1;
  END LOOP;
  -- Each account moved by the call, written once.
  UPDATE "wallet"."accounts" a SET "balance" = moved.balance
    FROM unnest(acc_ids, acc_balances, acc_before) AS moved (id, balance, before)
    WHERE a.id = moved.id AND moved.balance <> moved.before;
  RETURN QUERY SELECT i, ids[i], outcomes[i], froms[i], tos[i], ats[i] FROM generate_subscripts(p_keys, 1) AS i ORDER BY i;
END $$;
