notice(type(SemVerRange('1.x')))
