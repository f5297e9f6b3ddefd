notice(sprintf('%05s', 'ab'))
