notice(sprintf('%010b', -5))
