''        → true
undef     → false
false     → false
any other → true
