type Deferred = String
notice('x')
