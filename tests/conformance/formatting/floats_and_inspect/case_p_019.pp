notice(sprintf('%x', '255'))
