notice(sprintf('%d', '011'))
