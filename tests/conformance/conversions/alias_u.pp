notice(Boolean(1, 2))
