class web { tag 'frontend' notice(tagged('frontend')) notice(tagged('web')) notice(tagged('main')) }
include web
