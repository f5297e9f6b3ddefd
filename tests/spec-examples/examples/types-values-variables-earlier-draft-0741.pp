''        → false
undef     → false
false     → false
any other → true
