notice(String(1, {1 => '%d'}))
