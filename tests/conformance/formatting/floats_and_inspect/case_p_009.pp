notice(sprintf('%#p', 'a'))
