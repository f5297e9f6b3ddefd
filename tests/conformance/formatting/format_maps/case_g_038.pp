notice(String(1, {Integer => '%y'}))
