notice(sprintf('%c', ''))
