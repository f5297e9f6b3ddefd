notice(String(1, {Integer => '%z'}))
