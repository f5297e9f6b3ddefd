notice(sprintf('%d'))
