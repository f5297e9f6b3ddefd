notice(sprintf('%c', 'hello'))
