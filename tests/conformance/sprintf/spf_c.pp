notice(sprintf('%<a>s', 'x'))
