notice(Array('abc'), Array({a=>1}), Array(1), Array([1]), Array(undef))
