class c($noop = false) { notice("noop=${noop}") }
include c
