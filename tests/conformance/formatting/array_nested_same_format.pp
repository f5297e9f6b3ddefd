# the top level format applies to nested arrays too
notice(String([1, [2, [3]]], '%(a'), String([1, {'a' => [2]}], '%<a'))
