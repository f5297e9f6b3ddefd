notice(String(['x', [1]], {Array => '%(a', String => '%p'}))
