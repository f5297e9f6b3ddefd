notice(assert_type(SemVer['>=2.0.0'], SemVer('1.0.0')))
