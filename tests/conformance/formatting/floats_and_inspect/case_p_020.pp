notice(sprintf('%x', 'ff'))
