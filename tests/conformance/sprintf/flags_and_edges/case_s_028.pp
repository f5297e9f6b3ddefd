notice(sprintf('%#X', -255))
