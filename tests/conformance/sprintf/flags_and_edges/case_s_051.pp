notice(sprintf('%.0s|', 'abc'))
