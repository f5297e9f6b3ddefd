notice(sort(['b', 'a', 'B', 'A', 'é', 'e', '_', '1']))
notice(sort(['10', '9', '1']))
