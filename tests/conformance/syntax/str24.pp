notice("x\
y")
