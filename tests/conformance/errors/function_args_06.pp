notice(size(1))
