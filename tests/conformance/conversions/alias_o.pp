notice(SemVerRange({min => 1}))
