type A = SemVer['>=1.0.0', '<3.0.0']
notice(A)
