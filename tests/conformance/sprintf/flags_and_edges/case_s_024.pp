notice(sprintf('%.10b', -5))
