notice(sprintf('%E', 1.5))
