notice(@(A), @(B), "c")
a text
A
b text
B
notice(2)
