notice(String(5, {Integer => 5}))
