notice(sprintf('%c', 'ab'))
