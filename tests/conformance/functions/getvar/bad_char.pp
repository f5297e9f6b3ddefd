getvar('x-y')
