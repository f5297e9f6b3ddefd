class c { tag 'MixedCase' notify { 'n': } }
include c
