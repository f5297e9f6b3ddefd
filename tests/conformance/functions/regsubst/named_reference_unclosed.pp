regsubst('abc', 'b', '\k<zz')
