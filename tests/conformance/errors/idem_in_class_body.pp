class c { 1 
 notice(1) }
include c
