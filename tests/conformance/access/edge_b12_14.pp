notice('abc'[undef])
