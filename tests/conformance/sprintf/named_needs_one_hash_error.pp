notice(sprintf('%<x>s', 1))
