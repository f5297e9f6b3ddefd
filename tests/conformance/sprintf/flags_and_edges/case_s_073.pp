notice(sprintf('%s'))
