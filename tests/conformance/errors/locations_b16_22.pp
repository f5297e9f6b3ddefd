class dd ($p = 1 + 'd') { }
include dd
