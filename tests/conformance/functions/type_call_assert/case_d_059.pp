notice(type(SemVerRange('>1')))
