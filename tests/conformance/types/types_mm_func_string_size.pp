function f(String[3, 5] $s) { $s }
f('ab')
