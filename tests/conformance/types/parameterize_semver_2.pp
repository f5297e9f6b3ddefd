notice(SemVer['>=1.0.0', '<0.5.0'])
