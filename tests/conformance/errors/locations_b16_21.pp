class cc { notice(1 + 'c') }
include cc
