notice(class::x)
