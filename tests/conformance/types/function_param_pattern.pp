function f(Pattern[/^a/] $x) { $x }
f('b')
