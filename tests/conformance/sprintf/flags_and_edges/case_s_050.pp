notice(sprintf('%-5c|', 'é'))
