notice(tagged('main'))
notice(tagged('class'))
notice(tagged('node'))
