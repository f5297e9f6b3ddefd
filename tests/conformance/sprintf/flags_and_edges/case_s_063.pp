notice(sprintf('%i', 42))
