class apache::vhost { notify { 'v': } notice(tagged('apache')) notice(tagged('apache::vhost')) notice(tagged('vhost')) }
include apache::vhost
