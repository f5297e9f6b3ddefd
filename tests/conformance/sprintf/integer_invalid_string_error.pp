notice(sprintf('%d', '12abc'))
