define d() { return() notice(no) } d{x:} notice(yes)
