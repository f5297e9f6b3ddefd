class c {}
include c
notify { 'n': }
'Class[c]' -> Notify['n']
