notice(sprintf('%-10x|', -255))
