notice(String(3, {Integer[5] => '%x', Integer => '%o'}))
