notice(sprintf('%p %p %p %p %p', 'a"b', 1, 1.0, true, undef))
notice(sprintf('%p', "tab\there\n"), sprintf('%p', 'back\\slash'), sprintf('%p', '#{x} #$y #@z #'))
notice(sprintf('%p', ['x', [undef, default]]), sprintf('%5p|%-5p|', 1, 2), sprintf('%.3p', 'abcdef'))
