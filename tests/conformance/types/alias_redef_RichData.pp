type RichData = String
notice('x')
