notice('x\
y')
