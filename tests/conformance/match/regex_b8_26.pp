function f() { if 'zz' =~ /(z)/ { $1 } }
if 'aa' =~ /(a)/ { notice(f(), $1) }
