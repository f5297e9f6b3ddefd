notice(fail())
