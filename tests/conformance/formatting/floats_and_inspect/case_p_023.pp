notice(sprintf('%d', ' 12 '))
