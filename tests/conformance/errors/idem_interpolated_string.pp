$x = 1
"a${x}b"
notice(1)
