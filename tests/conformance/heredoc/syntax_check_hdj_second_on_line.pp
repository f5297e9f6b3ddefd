notice(@(A), @(B:json))
ok
A
[1,
B
