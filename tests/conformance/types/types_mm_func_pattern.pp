function f(Pattern[/\A\d+\z/] $p) { $p }
f('abc')
