notice('foo.bar' =~ 'o\.b')
notice('foobar' =~ '^f.*r$')
notice('x' =~ '[')
