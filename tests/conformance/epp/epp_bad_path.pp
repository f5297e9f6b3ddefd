notice(epp(1))
