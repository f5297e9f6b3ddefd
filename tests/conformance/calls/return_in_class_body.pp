class c { return() notice(no) } include c notice(yes)
