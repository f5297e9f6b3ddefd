notice(unwrap(1, 2))
