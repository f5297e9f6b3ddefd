class c { notify { 'x': messages => 'typo' } }
include c
notice('compiled')
