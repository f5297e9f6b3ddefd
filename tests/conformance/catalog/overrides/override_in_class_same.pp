class c { notify { 'x': } Notify['x'] { message => 'm' } }
include c
