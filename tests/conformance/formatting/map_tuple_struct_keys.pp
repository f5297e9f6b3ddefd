$m = {Tuple[Integer, Integer] => '%(a', Array => '%<a', Struct[{a => Integer}] => '%[h', Hash => '%(h'}
notice(String([1, 2], $m), String([1, 'x'], $m), String({'a' => 1}, $m), String({'b' => 1}, $m))
