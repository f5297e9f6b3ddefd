class c { if true { return() } notice(no) } class d { notice(d) } include c include d
