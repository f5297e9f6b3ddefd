notice(String([1, 2], '%.1a'))
