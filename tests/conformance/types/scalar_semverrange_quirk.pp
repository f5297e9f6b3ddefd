notice(SemVerRange <= Scalar)
notice(SemVerRange('1.x') =~ Scalar)
notice(type([SemVerRange('1.x'), 1], 'reduced'))
