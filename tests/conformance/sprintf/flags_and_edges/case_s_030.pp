notice(sprintf('%1$s %1$s', 'a'))
