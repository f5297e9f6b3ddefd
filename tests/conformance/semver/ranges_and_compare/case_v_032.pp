notice(SemVerRange('>= 1.0'))
