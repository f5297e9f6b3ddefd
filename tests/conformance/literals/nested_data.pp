notice({a => [1, {b => [true, undef]}]})
