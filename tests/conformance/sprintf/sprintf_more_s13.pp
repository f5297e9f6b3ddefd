notice(sprintf('%3$s %2$s %1$s', 'a', 'b', 'c'))
