demo::d { 'a': }
demo::d { 'b': v => 2 }
