notice(1_000)
