node default { return() notice(no) } notice(yes)
