notice(String(1, {Integer => 1}))
