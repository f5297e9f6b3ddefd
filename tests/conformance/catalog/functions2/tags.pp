class web { tag 'frontend', 'nginx'; notice(tagged('frontend')); notice(tagged('web')); notice(tagged('nginx', 'web')); notice(tagged('other')) }
include web
notice(tagged('web'))
