notice(getvar())
