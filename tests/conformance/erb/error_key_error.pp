notice(inline_template("<%= {'a' => 1}.fetch('b') %>"))
