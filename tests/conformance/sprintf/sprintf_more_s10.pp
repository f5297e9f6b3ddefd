notice(sprintf('%<a>s', {a => 1}, 2))
