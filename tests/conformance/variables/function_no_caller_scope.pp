function f() { $local }
[1].each |$v| { $local = 1
 notice(f()) }
