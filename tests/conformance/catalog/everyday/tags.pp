class apache { tag 'web'  notify { 'x': }  notice(tagged('web')) notice(tagged('apache')) }
include apache
notice(tagged('apache'))
