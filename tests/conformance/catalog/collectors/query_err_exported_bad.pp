Notify <<| message == 1 + 1 |>>
notice('x')
