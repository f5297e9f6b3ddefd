notice(1.)
