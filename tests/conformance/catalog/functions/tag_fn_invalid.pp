class c { tag('ok', 'not ok') }
include c
