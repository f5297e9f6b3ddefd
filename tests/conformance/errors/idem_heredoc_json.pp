@(E:json)
[1]
E
notice(1)
