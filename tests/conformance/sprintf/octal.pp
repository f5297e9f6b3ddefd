notice(sprintf('%o %#o %#o %o %+o %#.3o %#5o', 8, 8, 0, -8, -8, 8, 8))
