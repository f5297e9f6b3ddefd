notice(sprintf('%3$s', 'a'))
