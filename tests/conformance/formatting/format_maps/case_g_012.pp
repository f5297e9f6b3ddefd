notice(String([1, 2], '%5a'))
