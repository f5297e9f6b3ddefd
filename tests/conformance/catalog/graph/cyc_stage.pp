stage { 'a': before => Stage['main'] }
stage { 'b': before => Stage['a'], require => Stage['main'] }
