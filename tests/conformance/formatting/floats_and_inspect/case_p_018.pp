notice(sprintf('%+s', 'ab'))
