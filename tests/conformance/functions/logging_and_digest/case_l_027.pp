notice(SemVerRange('1.x'))
