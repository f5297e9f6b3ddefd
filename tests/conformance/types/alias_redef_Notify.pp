type Notify = String
notice('x')
