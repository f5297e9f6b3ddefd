notice(sprintf('%-', 1))
