notice(String(5, {Integer => '%Q'}))
