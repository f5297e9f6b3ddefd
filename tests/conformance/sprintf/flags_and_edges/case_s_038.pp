notice(sprintf('%s %1$s', 'a', 'b'))
