notice(sprintf('%p', ['a', {'b' => "c\n"}]))
