notice(sprintf('plain text'), sprintf(''), sprintf('extra args ignored', 1, 2))
