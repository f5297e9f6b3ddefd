notice(epp('x', [1]))
