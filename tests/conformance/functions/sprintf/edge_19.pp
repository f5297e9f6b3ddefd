notice(sprintf("%s", {a => [1, 2]}))
