notice(SemVerRange('x'))
