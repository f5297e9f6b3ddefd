class c { service { 'x': enabled => true } }
include c
