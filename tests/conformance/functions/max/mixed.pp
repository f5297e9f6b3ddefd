notice(max(1, 'a'))
notice(max([1, '3', 2]))
