notice(sprintf('%10s|', 'é'))
