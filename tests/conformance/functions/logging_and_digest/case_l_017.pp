warning(['a', undef])
