notice(sprintf('%-8p|', 'ab'))
