type Sensitive = String
notice('x')
