notice(String(['x', [1]], {Array[Integer] => '%[a', Array => '%<a'}))
