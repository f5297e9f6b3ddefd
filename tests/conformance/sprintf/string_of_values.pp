notice(sprintf('%s %s %s %s %s %s', 1, 1.5, true, 1e20, default, -0.0))
notice(sprintf('%s and %s', Integer, Undef))
