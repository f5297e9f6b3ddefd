notice(String(5, {Integer => 'x'}))
