notice(Type('Integer[$x]'))
