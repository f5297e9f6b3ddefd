Notify <<| tag == 1 |>>
notice('x')
