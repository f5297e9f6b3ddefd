notice(sprintf('%+b', -5))
