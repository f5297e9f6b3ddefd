notice(1, 'a', [2], {b => 3})
